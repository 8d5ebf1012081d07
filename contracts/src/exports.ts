import { z } from 'zod';
import { CopySchema } from './copies.ts';

/** Everything Surcos keeps about a user, as one JSON document (GET /api/me/export.json). */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() }),
  copies: z.array(CopySchema.extend({ albumName: z.string(), artist: z.string() })),
  wishlist: z.array(
    z.object({
      albumId: z.string(),
      albumName: z.string(),
      artist: z.string(),
      notes: z.string(),
      addedAt: z.string(),
    }),
  ),
  collections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      privacy: z.enum(['public', 'private']),
      createdAt: z.string(),
      albumIds: z.array(z.string()),
    }),
  ),
  follows: z.object({
    following: z.array(z.object({ id: z.string(), name: z.string(), since: z.string() })),
    followers: z.array(z.object({ id: z.string(), name: z.string(), since: z.string() })),
  }),
  messages: z.array(
    z.object({
      conversationId: z.string(),
      direction: z.enum(['sent', 'received']),
      withUser: z.string().nullable(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
