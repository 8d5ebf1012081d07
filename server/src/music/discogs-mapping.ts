import { z } from 'zod';
import type { MusicRelease } from './music-database.ts';
import { NO_NOTES, NOT_AVAILABLE, type SearchHit, UNKNOWN, type Video } from '@surcos/contracts/albums';

const text = z.string().catch('');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );

/** Lenient shapes: Discogs omits fields freely, and one odd field must not lose the release. */
const DiscogsReleaseSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: text.optional(),
  artists_sort: text.optional(),
  artists: list(z.object({ name: text, join: text.optional() })).optional(),
  year: z.number().catch(0).optional(),
  genres: list(z.string()).optional(),
  styles: list(z.string()).optional(),
  labels: list(z.object({ name: text })).optional(),
  country: text.optional(),
  released: text.optional(),
  notes: text.optional(),
  formats: list(
    z.object({
      name: text,
      qty: z.union([z.string(), z.number()]).catch('').optional(),
      descriptions: list(z.string()).optional(),
      text: text.optional(),
    }),
  ).optional(),
  lowest_price: z.number().nullable().catch(null).optional(),
  tracklist: list(
    z.object({ title: text, type_: text.optional(), position: text.optional(), duration: text.optional() }),
  ).optional(),
  community: z
    .object({ rating: z.object({ average: z.number().catch(0), count: z.number().catch(0) }).optional() })
    .catch({})
    .optional(),
  extraartists: list(z.object({ name: text })).optional(),
  videos: list(z.object({ title: text, uri: text })).optional(),
  uri: text.optional(),
  images: list(z.object({ type: text.optional(), uri: text })).optional(),
  // 0 or missing: a release with no master.
  master_id: z.union([z.number(), z.string()]).nullable().catch(null).optional(),
  identifiers: list(z.object({ type: text, value: text })).optional(),
});

const DiscogsSearchResultSchema = z.object({
  id: z.union([z.number(), z.string()]),
  type: text.optional(),
  title: text.optional(),
  year: z.union([z.string(), z.number()]).catch('').optional(),
  genre: list(z.string()).optional(),
  label: list(z.string()).optional(),
  cover_image: text.optional(),
  thumb: text.optional(),
  format: list(z.string()).optional(),
  country: text.optional(),
  catno: text.optional(),
  /** Every identifier of the release (barcodes, matrix numbers, rights societies), as printed. */
  barcode: list(z.string()).optional(),
  master_id: z.union([z.number(), z.string()]).nullable().catch(null).optional(),
});

type DiscogsFormat = NonNullable<z.infer<typeof DiscogsReleaseSchema>['formats']>[number];

/** A format as Discogs writes it: '2×Vinyl, LP, Album, Gatefold, 180 g' (quantity, name, descriptions, free text). */
function formatText(format: DiscogsFormat): string {
  const quantity = Number.parseInt(String(format.qty ?? ''), 10);
  const name = format.name.trim();
  const head = name && quantity > 1 ? `${quantity}×${name}` : name;
  const parts = [head, ...(format.descriptions ?? []), format.text ?? ''].map((part) => part.trim());
  return parts.filter((part) => part !== '').join(', ');
}

/** Discogs writes 0 (or nothing) for a release without a master. */
const masterIdOf = (value: number | string | null | undefined): string | null =>
  value && String(value) !== '0' ? String(value) : null;

const isHttpUrl = (value: string | undefined): boolean => !!value && /^https?:\/\//i.test(value);

/**
 * Discogs tells same-named artists and labels apart with a number ('Wool (4)'),
 * and older data puts the article last ('Persuader, The').
 */
export const withoutDisambiguation = (name: string): string =>
  name
    .replace(/\s+\(\d+\)$/, '')
    .replace(/^(.+), (The|El|La|Los|Las)$/, '$2 $1')
    .trim();

const unique = (values: string[]): string[] => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

const orUnknown = (value: string | undefined): string => (value && value.trim() ? value.trim() : UNKNOWN);

function yearText(year: number | string | undefined): string {
  const value = typeof year === 'string' ? Number.parseInt(year, 10) : year;
  return value && Number.isFinite(value) && value > 0 ? String(value) : UNKNOWN;
}

function artistText(release: z.infer<typeof DiscogsReleaseSchema>): string {
  const artists = (release.artists ?? []).filter((artist) => artist.name.trim());
  if (artists.length === 0) return orUnknown(release.artists_sort);
  return artists
    .map((artist, index) => {
      const name = withoutDisambiguation(artist.name);
      if (index === artists.length - 1) return name;
      const join = artist.join?.trim();
      return !join || join === ',' ? `${name}, ` : `${name} ${join} `;
    })
    .join('');
}

function discogsUrl(uri: string | undefined): string | null {
  if (uri && isHttpUrl(uri)) return uri;
  // Old responses carry site-relative paths.
  if (uri?.startsWith('/') && !uri.startsWith('//')) return `https://www.discogs.com${uri}`;
  return null;
}

/**
 * A Discogs release → SPEC.md's album fields and its barcodes as printed
 * (identifiers of type Barcode); null when the payload is not a release at all.
 */
export function mapDiscogsRelease(payload: unknown): MusicRelease | null {
  const parsed = DiscogsReleaseSchema.safeParse(payload);
  if (!parsed.success) return null;
  const release = parsed.data;
  const images = [...(release.images ?? [])]
    .filter((image) => isHttpUrl(image.uri))
    .sort((a, b) => Number(b.type === 'primary') - Number(a.type === 'primary'))
    .map((image) => image.uri);
  const videos: Video[] = (release.videos ?? [])
    .filter((video) => isHttpUrl(video.uri))
    .map((video) => ({ title: video.title.trim() || video.uri, uri: video.uri }));
  const credits = unique((release.extraartists ?? []).map((artist) => withoutDisambiguation(artist.name)));

  return {
    id: String(release.id),
    name: orUnknown(release.title),
    artist: artistText(release),
    year: yearText(release.year),
    genre: orUnknown(unique(release.genres ?? []).join(', ')),
    label: orUnknown(
      unique((release.labels ?? []).map((label) => withoutDisambiguation(label.name))).join(', '),
    ),
    country: orUnknown(release.country),
    released: orUnknown(release.released),
    notes: release.notes?.trim() ? release.notes.trim() : NO_NOTES,
    formats: unique((release.formats ?? []).map(formatText).filter((format) => format !== '')),
    lowestPrice: release.lowest_price ?? 0,
    tracklist: (release.tracklist ?? [])
      .filter((track) => track.type_ !== 'heading' && track.title.trim())
      .map((track) => ({
        position: track.position?.trim() ?? '',
        title: track.title.trim(),
        duration: track.duration?.trim() ?? '',
      })),
    styles: unique(release.styles ?? []),
    rating: release.community?.rating?.average ?? 0,
    ratingCount: release.community?.rating?.count ?? 0,
    credits: credits.length > 0 ? credits.join(', ') : NOT_AVAILABLE,
    discogsUrl: discogsUrl(release.uri),
    videos,
    image: images[0] ?? null,
    allImages: images,
    masterId: masterIdOf(release.master_id),
    barcodes: unique(
      (release.identifiers ?? [])
        .filter((identifier) => identifier.type.trim().toLowerCase() === 'barcode')
        .map((identifier) => identifier.value),
    ),
  };
}

/** One search hit; the `title` field reads "Artist - Title". */
export function mapDiscogsSearchResult(payload: unknown): SearchHit | null {
  const parsed = DiscogsSearchResultSchema.safeParse(payload);
  if (!parsed.success) return null;
  const result = parsed.data;
  // Searches without type=release also return artists, masters and labels.
  if (result.type && result.type !== 'release') return null;
  const fullTitle = result.title?.trim() ?? '';
  const separator = fullTitle.indexOf(' - ');
  const artist = separator > 0 ? fullTitle.slice(0, separator) : '';
  const name = separator > 0 ? fullTitle.slice(separator + 3) : fullTitle;
  const image = [result.cover_image, result.thumb].find(isHttpUrl) ?? null;
  return {
    id: String(result.id),
    name: orUnknown(name),
    artist: orUnknown(withoutDisambiguation(artist)),
    year: yearText(result.year),
    genre: orUnknown(unique(result.genre ?? []).join(', ')),
    label: orUnknown(unique(result.label ?? [])[0]),
    image: image && !image.includes('spacer.gif') ? image : null,
    format: unique(result.format ?? []).join(', '),
    country: result.country?.trim() ?? '',
    // Discogs writes 'none' for a release without one.
    catalogNumber: /^none$/i.test(result.catno?.trim() ?? '') ? '' : (result.catno?.trim() ?? ''),
  };
}

/**
 * A hit of a barcode search: the card's fields, the release's master, and
 * every identifier Discogs lists for it (barcodes and much else, which the
 * look-up filters).
 */
export function mapDiscogsBarcodeHit(
  payload: unknown,
): { hit: SearchHit; masterId: string | null; barcodes: string[] } | null {
  const hit = mapDiscogsSearchResult(payload);
  const parsed = DiscogsSearchResultSchema.safeParse(payload);
  if (!hit || !parsed.success) return null;
  return { hit, masterId: masterIdOf(parsed.data.master_id), barcodes: parsed.data.barcode ?? [] };
}

const DiscogsMasterVersionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: text.optional(),
  format: text.optional(),
  label: text.optional(),
  country: text.optional(),
  released: text.optional(),
  catno: text.optional(),
  thumb: text.optional(),
});

/**
 * One pressing of a master's versions list: its card's fields but the
 * artist (the list does not say; the caller knows the master's) and the
 * genre, and what tells it apart.
 */
export function mapDiscogsMasterVersion(payload: unknown): SearchHit | null {
  const parsed = DiscogsMasterVersionSchema.safeParse(payload);
  if (!parsed.success) return null;
  const version = parsed.data;
  const thumb = version.thumb ?? '';
  const image = isHttpUrl(thumb) && !thumb.includes('spacer.gif') ? thumb : null;
  return {
    id: String(version.id),
    name: orUnknown(version.title?.trim()),
    artist: UNKNOWN,
    year: yearText(version.released?.slice(0, 4)),
    genre: UNKNOWN,
    label: orUnknown(version.label?.trim()),
    image,
    format: version.format?.trim() ?? '',
    country: version.country?.trim() ?? '',
    catalogNumber: /^none$/i.test(version.catno?.trim() ?? '') ? '' : (version.catno?.trim() ?? ''),
  };
}
