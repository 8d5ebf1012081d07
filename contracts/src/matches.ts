import { z } from 'zod';
import { AlbumCardSchema, AlbumIdSchema } from './albums.ts';
import { MATCHES_MAX_ALBUMS } from './limits.ts';
import { pageSchema } from './paging.ts';
import { texts } from './texts.ts';
import { UserRefSchema } from './users.ts';

/**
 * How close a match is: `release`, the very pressing; `master`, another
 * pressing of the same album (they share the music database's master).
 */
export const MATCH_LEVELS = ['release', 'master'] as const;
export const MatchLevelSchema = z.enum(MATCH_LEVELS);
export type MatchLevel = z.infer<typeof MatchLevelSchema>;

/**
 * A followed account of another server (docs/decisions/061-remote-holdings.md):
 * its `id` is its actor's URI; the web app leads to its page as fetched (`/remote/@user@host`).
 */
export const RemoteHolderSchema = z.object({
  /** `@user@host`. */
  address: z.string(),
  /** Through this server (`/remote-avatars`), or null: the initial is shown. */
  avatarUrl: z.string().nullable(),
});
export type RemoteHolder = z.infer<typeof RemoteHolderSchema>;

/** Someone matched: a member here, or (`remote` present) an account followed on another server. */
export const MatchedPersonSchema = UserRefSchema.extend({ remote: RemoteHolderSchema.optional() });
export type MatchedPerson = z.infer<typeof MatchedPersonSchema>;

/** A followed user who owns or wishes for an album, or another pressing of it. */
export const MatchedUserSchema = MatchedPersonSchema.extend({ level: MatchLevelSchema });
export type MatchedUser = z.infer<typeof MatchedUserSchema>;

/** Who among the people the viewer follows has an album and who wants it. */
export const AlbumMatchesSchema = z.object({
  albumId: z.string(),
  /** 'Lo tienen:': followed users who own it. */
  owners: z.array(MatchedUserSchema),
  /** 'Lo buscan:': followed users who have it on their wishlist. */
  wishers: z.array(MatchedUserSchema),
});
export type AlbumMatches = z.infer<typeof AlbumMatchesSchema>;

export const AlbumMatchesListSchema = z.object({ albums: z.array(AlbumMatchesSchema) });
export type AlbumMatchesList = z.infer<typeof AlbumMatchesListSchema>;

/** `?ids=1,2,3`: the albums on screen, asked for together. */
export const AlbumMatchesQuerySchema = z.object({
  ids: z
    .string({ error: () => texts.validation.matchAlbumIds(MATCHES_MAX_ALBUMS) })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(AlbumIdSchema)
        .min(1, { error: () => texts.validation.matchAlbumIds(MATCHES_MAX_ALBUMS) })
        .max(MATCHES_MAX_ALBUMS, { error: () => texts.validation.matchAlbumIds(MATCHES_MAX_ALBUMS) }),
    ),
});
export type AlbumMatchesQuery = z.infer<typeof AlbumMatchesQuerySchema>;

/** One record two people could talk about. */
export const MatchSchema = z.object({
  /** The viewer's album: on their wishlist (`theyHave`) or in My albums (`theyWant`). */
  album: AlbumCardSchema,
  /**
   * The other person's pressing: the same one, or another of the same album;
   * null when it is a pressing an account of another server holds that this
   * server has not stored (docs/decisions/061-remote-holdings.md).
   */
  theirs: AlbumCardSchema.nullable(),
  level: MatchLevelSchema,
});
export type Match = z.infer<typeof MatchSchema>;

/** Coincidencias: everything one followed user and the viewer match on. */
export const PersonMatchesSchema = z.object({
  user: MatchedPersonSchema,
  /** They own what the viewer wishes for. */
  theyHave: z.array(MatchSchema),
  /** They wish for what the viewer owns. */
  theyWant: z.array(MatchSchema),
});
export type PersonMatches = z.infer<typeof PersonMatchesSchema>;

export const MatchesPageSchema = pageSchema(PersonMatchesSchema);
export type MatchesPage = z.infer<typeof MatchesPageSchema>;
