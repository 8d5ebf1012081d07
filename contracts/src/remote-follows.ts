import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { texts } from './texts.ts';
import { UserSummarySchema } from './users.ts';
import { REMOTE_ADDRESS, REMOTE_ADDRESS_MAX_LENGTH } from './remote-address.ts';

export { isRemoteAddress, REMOTE_ADDRESS_MAX_LENGTH } from './remote-address.ts';

/**
 * Where a remote account's picture is shown from: this server, by the actor it
 * belongs to (the page's CSP takes images from its own origin only).
 */
export const remoteAvatarPath = (actorId: string) => `/remote-avatars?actor=${encodeURIComponent(actorId)}`;

/** `@user@host` (or `user@host`) as a person types it. */
export const RemoteAddressSchema = z
  .string({ error: () => texts.remote.addressInvalid })
  .trim()
  .max(REMOTE_ADDRESS_MAX_LENGTH, { error: () => texts.remote.addressInvalid })
  .regex(REMOTE_ADDRESS, { error: () => texts.remote.addressInvalid });

/** Where the member's follow of a remote account stands: none, sent and unanswered, or accepted. */
export const REMOTE_FOLLOW_STATES = ['none', 'pending', 'accepted'] as const;
export type RemoteFollowState = (typeof REMOTE_FOLLOW_STATES)[number];

/** A member of another server, as their server shows them. */
export const RemoteAccountSchema = z.object({
  /** The actor's URI: what an unfollow names. */
  actorUrl: z.string(),
  /** `@user@host`. */
  address: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their profile's text, as plain text. */
  summary: z.string().nullable(),
  follow: z.enum(REMOTE_FOLLOW_STATES),
  /** The member blocked the account (decision 060): no follow either way until unblocked. */
  blocked: z.boolean(),
});
export type RemoteAccount = z.infer<typeof RemoteAccountSchema>;

/** A remote account where something names it (a post in the feed, a notification). */
export const RemoteAccountRefSchema = RemoteAccountSchema.pick({
  actorUrl: true,
  address: true,
  name: true,
  avatarUrl: true,
});
export type RemoteAccountRef = z.infer<typeof RemoteAccountRefSchema>;

/** `GET /api/remote/accounts?address=`: look a member of another server up. */
export const RemoteAccountQuerySchema = z.object({ address: RemoteAddressSchema });
/** `PUT /api/remote/follows`: follow them. */
export const RemoteFollowBodySchema = z.object({ address: RemoteAddressSchema }).strict();
/** `DELETE /api/remote/follows?actor=`: stop following them. */
export const RemoteUnfollowQuerySchema = z.object({
  actor: z.url({ error: () => texts.remote.addressInvalid }).max(2048),
});

/** A remote account in Seguidores / Siguiendo: a link out to its actor. */
export const RemoteFollowEntrySchema = z.object({
  address: z.string(),
  avatarUrl: z.string().nullable(),
  /** The follow is not accepted yet (Siguiendo only). */
  pending: z.boolean(),
});
export type RemoteFollowEntry = z.infer<typeof RemoteFollowEntrySchema>;

/**
 * One entry of Seguidores / Siguiendo: a member here (`remote` null), or an
 * account on another server, whose `id` is its actor's URI and `albumCount` 0 (not known here).
 */
export const FollowEntrySchema = UserSummarySchema.extend({ remote: RemoteFollowEntrySchema.nullable() });
export type FollowEntry = z.infer<typeof FollowEntrySchema>;
export const FollowPageSchema = pageSchema(FollowEntrySchema);
export type FollowPage = z.infer<typeof FollowPageSchema>;
