import { z } from 'zod';
import { texts } from './texts.ts';

/** Most remote blocks 'Bloqueados y silenciados' lists (shown whole: a member blocks few). */
export const REMOTE_BLOCKS_MAX = 500;
/** Longest reason an admin gives for blocking a server. */
export const DOMAIN_BLOCK_REASON_MAX = 500;
/** Longest host name (with its port) an admin may type. */
export const HOST_MAX_LENGTH = 253 + 6;

/** `PUT /api/remote/blocks` and `DELETE /api/remote/blocks?actor=`: a remote account, by its actor's URI. */
export const RemoteBlockBodySchema = z
  .object({ actor: z.url({ error: () => texts.remote.addressInvalid }).max(2048) })
  .strict();
export const RemoteBlockQuerySchema = z.object({
  actor: z.url({ error: () => texts.remote.addressInvalid }).max(2048),
});

/** A remote account the member blocked, in 'Bloqueados y silenciados'. */
export const RemoteBlockSchema = z.object({
  actorUrl: z.string(),
  /** `@user@host`. */
  address: z.string(),
  name: z.string(),
  since: z.string(),
});
export type RemoteBlock = z.infer<typeof RemoteBlockSchema>;
export const RemoteBlockListSchema = z.object({ items: z.array(RemoteBlockSchema) });
export type RemoteBlockList = z.infer<typeof RemoteBlockListSchema>;

/** A server as `URL.host` spells it: lower case, an optional port. */
export const HostSchema = z
  .string({ error: () => texts.remote.hostInvalid })
  .trim()
  .toLowerCase()
  .max(HOST_MAX_LENGTH, { error: () => texts.remote.hostInvalid })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
    error: () => texts.remote.hostInvalid,
  });

/** A server this one knows (its actors met) or has blocked, in the admin area. */
export const KnownServerSchema = z.object({
  host: z.string(),
  /** Its accounts known here. */
  actors: z.number().int(),
  /** Follows of members by its accounts. */
  followers: z.number().int(),
  /** Members' follows of its accounts. */
  follows: z.number().int(),
  lastSeenAt: z.string().nullable(),
  blocked: z.object({ reason: z.string().nullable(), since: z.string() }).nullable(),
});
export type KnownServer = z.infer<typeof KnownServerSchema>;
export const KnownServerListSchema = z.object({ items: z.array(KnownServerSchema) });
export type KnownServerList = z.infer<typeof KnownServerListSchema>;

/** `PUT /api/admin/domain-blocks`: block a server, with an optional reason. */
export const DomainBlockBodySchema = z
  .object({
    host: HostSchema,
    reason: z
      .string()
      .trim()
      .max(DOMAIN_BLOCK_REASON_MAX, { error: () => texts.admin.reasonTooLong })
      .optional(),
  })
  .strict();
/** `DELETE /api/admin/domain-blocks?host=`. */
export const DomainBlockQuerySchema = z.object({ host: HostSchema });
