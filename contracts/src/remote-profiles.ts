import { z } from 'zod';
import { CursorSchema } from './paging.ts';
import { RemoteAccountSchema, RemoteAddressSchema } from './remote-follows.ts';

/**
 * What a remote account's outbox shows (decision 062): an album added or a
 * collection published on another Surcos, or any other public post (a
 * Mastodon status), as plain text.
 */
export const REMOTE_ACTIVITY_KINDS = ['album', 'collection', 'post'] as const;
export type RemoteActivityKind = (typeof REMOTE_ACTIVITY_KINDS)[number];

export const RemoteActivitySchema = z.object({
  /** The post's id on its server. */
  id: z.string(),
  kind: z.enum(REMOTE_ACTIVITY_KINDS),
  /** Its text as plain text (never HTML). */
  text: z.string(),
  /** Its author's content warning, as the feed's remote posts carry it (null: none). */
  contentWarning: z.string().nullable(),
  /** Where it is read on its server (the album's or collection's page for a Surcos). */
  url: z.string().nullable(),
  /** Its first image (a cover), served from this server. */
  imageUrl: z.string().nullable(),
  /** When it says it was published (ISO 8601), if it says so. */
  at: z.string().nullable(),
});
export type RemoteActivity = z.infer<typeof RemoteActivitySchema>;

/** `GET /api/remote/profile?address=&cursor=`: the account and a page of its public activity. */
export const RemoteProfileQuerySchema = z.object({ address: RemoteAddressSchema, cursor: CursorSchema });

export const RemoteProfileSchema = z.object({
  account: RemoteAccountSchema,
  items: z.array(RemoteActivitySchema),
  nextCursor: z.string().nullable(),
  /** False when their server did not show their activity (no outbox, refused, too slow). */
  activityShown: z.boolean(),
});
export type RemoteProfile = z.infer<typeof RemoteProfileSchema>;

/** Where a remote profile's image is shown from: this server, by its address and this server's signature of it. */
export const remoteProfileImagePath = (src: string, signature: string) =>
  `/remote-images?src=${encodeURIComponent(src)}&sig=${signature}`;

export { remoteProfilePagePath } from './remote-address.ts';
