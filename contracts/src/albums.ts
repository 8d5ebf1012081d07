import { z } from 'zod';
import { texts } from './texts.ts';
import { CursorSchema, pageNumberSchema, pageSchema, SearchTextSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';
import {
  COPY_FOLDER_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
} from './limits.ts';
import { CopySchema, MEDIA_CONDITIONS } from './copies.ts';
import { ALBUM_FORMATS, type AlbumFormat } from './copy-values.ts';
import { ALBUM_SORTS, type AlbumSort, MY_ALBUM_SORTS, type MyAlbumSort } from './album-sorts.ts';
import { HAND_MADE_ID_PATTERN, HandMadeAlbumBodySchema } from './hand-made-albums.ts';

/** Discogs release ids are numeric; bundled-catalog ids are `sc-` and four digits; hand-made ones `m-`. */
export const AlbumIdSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^(?:[1-9]\\d{0,11}|sc-\\d{4}|${HAND_MADE_ID_PATTERN})$`), {
    error: () => texts.validation.albumIdInvalid,
  });

export const VideoSchema = z.object({ title: z.string(), uri: z.string() });
export type Video = z.infer<typeof VideoSchema>;

/**
 * One track: its position on the release ('A1', '2-03') and duration ('7:42') where the music
 * database knows them, '' where not. Rows stored before positions were kept hold bare titles.
 */
export const TrackSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { position: '', title: value, duration: '' } : value),
  z.object({
    position: z.string().catch(''),
    title: z.string(),
    duration: z.string().catch(''),
  }),
);
export type Track = z.infer<typeof TrackSchema>;

/** A release as the music database describes it, with SPEC.md's defaults for missing values. */
export const ReleaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  artist: z.string(),
  /** The year as text ('1987'), or `UNKNOWN`. */
  year: z.string(),
  genre: z.string(),
  label: z.string(),
  country: z.string(),
  released: z.string(),
  notes: z.string(),
  formats: z.array(z.string()),
  lowestPrice: z.number(),
  tracklist: z.array(TrackSchema),
  styles: z.array(z.string()),
  rating: z.number(),
  ratingCount: z.number().int(),
  credits: z.string(),
  /** Link to the release on the music database's site; null when it is not an http(s) URL. */
  discogsUrl: z.string().nullable(),
  videos: z.array(VideoSchema),
  image: z.string().nullable(),
  allImages: z.array(z.string()),
  /** The Discogs master release all pressings of this album share; null when there is none. */
  masterId: z.string().nullable(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** One search hit, built from the search response alone (no extra request per result). */
export const SearchResultSchema = ReleaseSchema.pick({
  id: true,
  name: true,
  artist: true,
  year: true,
  genre: true,
  label: true,
  image: true,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/**
 * A search hit as the music database answers it: the card's fields, and what tells pressings
 * apart. '' where the search response does not say (older cached pages, the bundled catalogue).
 */
export const SearchHitSchema = SearchResultSchema.extend({
  /** Discogs' format words in order ('Vinyl, LP, Album'). */
  format: z.string().default(''),
  country: z.string().default(''),
  catalogNumber: z.string().default(''),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchPageSchema = z.object({
  results: z.array(SearchHitSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

/** A search page as the API answers it: each hit says whether the signed-in user owns it or wishes for it. */
export const AlbumSearchPageSchema = SearchPageSchema.extend({
  results: z.array(SearchHitSchema.extend({ owned: z.boolean(), wishlisted: z.boolean().default(false) })),
});
export type AlbumSearchPage = z.infer<typeof AlbumSearchPageSchema>;

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, { error: () => texts.validation.searchTooShort })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: () => texts.validation.searchTooLong }),
  page: pageNumberSchema(SEARCH_MAX_PAGE),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

// The placeholders of a field the music database leaves empty, shown through `shownField`.
export { NO_NOTES, NOT_AVAILABLE, UNKNOWN } from './album-placeholders.ts';

// The sorts have a module of their own so the text catalogue can label them without importing these schemas.
export { ALBUM_SORTS, type AlbumSort, MY_ALBUM_SORTS, type MyAlbumSort };
export const AlbumSortSchema = z.enum(ALBUM_SORTS);
export const MyAlbumSortSchema = z.enum(MY_ALBUM_SORTS);

export { ALBUM_FORMATS };
export const AlbumFormatSchema = z.enum(ALBUM_FORMATS, { error: () => texts.copies.formatInvalid });
export type { AlbumFormat };

/** An empty filter is no filter: the web sends none, an address may carry `?folder=`. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const AlbumListQuerySchema = z.object({
  q: SearchTextSchema,
  sort: AlbumSortSchema.default('dateAddedDesc'),
  cursor: CursorSchema,
});
export type AlbumListQuery = z.infer<typeof AlbumListQuerySchema>;

/**
 * My albums: the list query with a collector's orders, plus filters on the user's own copies.
 * Folder and condition hold of one same copy: Salón and Near Mint is a Near Mint copy in Salón.
 */
export const MyAlbumListQuerySchema = AlbumListQuerySchema.extend({
  sort: MyAlbumSortSchema.default('dateAddedDesc'),
  /** The folder of one of the user's copies. */
  folder: optionalFilter(
    z
      .string()
      .trim()
      .max(COPY_FOLDER_MAX_LENGTH, { error: () => texts.validation.folderTooLong }),
  ),
  format: optionalFilter(AlbumFormatSchema),
  /** The media condition of one of the user's copies. */
  condition: optionalFilter(z.enum(MEDIA_CONDITIONS, { error: () => texts.copies.conditionInvalid })),
});
export type MyAlbumListQuery = z.infer<typeof MyAlbumListQuerySchema>;

/** A sleeve in a grid. `addedAt` is when the listed user (or, in Explorar, anyone) last added it. */
export const AlbumCardSchema = SearchResultSchema.extend({
  addedAt: z.string().nullable(),
  /** In My albums: how many copies of it the user has. Absent in every other list. */
  copyCount: z.number().int().nonnegative().optional(),
});
export type AlbumCard = z.infer<typeof AlbumCardSchema>;

export const AlbumPageSchema = pageSchema(AlbumCardSchema);
export type AlbumPage = z.infer<typeof AlbumPageSchema>;

/**
 * A row of My albums, as its grid and its table show it. The server sends
 * every field; the defaults let a plain card (an older page in the browser's
 * cache) stand in.
 */
export const MyAlbumCardSchema = AlbumCardSchema.extend({
  /** The release's first catalogue number; '' when none is known. */
  catalogNumber: z.string().default(''),
  /** The release's first format description ('2×Vinyl, LP, Album'); '' when none is known. */
  format: z.string().default(''),
  /** The best media condition among the user's copies; null when none is graded. */
  grade: z.enum(MEDIA_CONDITIONS).nullable().default(null),
});
export type MyAlbumCard = z.infer<typeof MyAlbumCardSchema>;

/** A page of My albums; the first page also says how many albums match in all (null on the next ones). */
export const MyAlbumPageSchema = pageSchema(MyAlbumCardSchema).extend({
  total: z.number().int().nonnegative().nullable().default(null),
});
export type MyAlbumPage = z.infer<typeof MyAlbumPageSchema>;

/**
 * All of My albums at once, each with every format description and the user's copies: what the
 * web app keeps on the device to search, filter and sort My albums, and show its albums, offline
 * (contracts/src/my-albums-on-device.ts).
 */
export const MyAlbumsAllSchema = z.object({
  items: z.array(MyAlbumCardSchema.extend({ formats: z.array(z.string()), copies: z.array(CopySchema) })),
});
export type MyAlbumsAll = z.infer<typeof MyAlbumsAllSchema>;

export const AlbumDetailSchema = z.object({
  album: ReleaseSchema,
  /** 'Añadido por': owners with when each added it. */
  owners: z.array(UserRefSchema.extend({ addedAt: z.string() })),
  /** 'En wishlist de'. */
  wishlistedBy: z.array(UserRefSchema),
  /** What the signed-in viewer has; null for visitors. */
  viewer: z.object({ owns: z.boolean(), wishlisted: z.boolean() }).nullable(),
  /** An album the viewer made by hand: its description as they wrote it, to edit; null for any other. */
  handMade: HandMadeAlbumBodySchema.nullable().default(null),
});
export type AlbumDetail = z.infer<typeof AlbumDetailSchema>;

export const AlbumIdParamsSchema = z.object({ id: AlbumIdSchema });

/**
 * 'Otras ediciones': the other pressings of a release's Discogs master that Surcos knows, each
 * with what tells pressings apart. No master (the bundled catalogue, a hand-made album): none.
 */
export const EditionListSchema = z.object({
  masterId: z.string().nullable(),
  items: z.array(SearchHitSchema),
});
export type EditionList = z.infer<typeof EditionListSchema>;

/** Moving one of the member's copies to another pressing of the same record (one of its editions). */
export const CopyEditionBodySchema = z.object({ albumId: AlbumIdSchema });
export type CopyEditionBody = z.infer<typeof CopyEditionBodySchema>;
