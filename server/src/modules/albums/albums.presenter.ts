import type { HandMadeAlbumBody } from '@surcos/contracts/hand-made-albums';
import {
  type AlbumCard,
  NO_NOTES,
  type AlbumDetail,
  type AlbumSearchPage,
  type MyAlbumCard,
  type MyAlbumsAll,
  type Release,
  type SearchHit,
  type SearchPage,
  type Track,
  TrackSchema,
  UNKNOWN,
  type Video,
} from '@surcos/contracts/albums';
import { type Copy, MEDIA_CONDITIONS } from '@surcos/contracts/copies';
import type { UserRef } from '@surcos/contracts/users';
import type { CardColumns, CardRow } from '../../db/album-card.ts';
import type { AlbumRow, MyAlbumRow } from './albums.repository.ts';
import { albumCoverPath } from '../covers/cover-links.ts';
import { ONLY_FROM_DISCOGS } from '../../music/catalog.ts';

const parseList = <T>(json: string): T[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** Stored tracks: objects since positions and durations are kept, bare titles in older rows. */
function presentTracklist(json: string): Track[] {
  return parseList<unknown>(json).flatMap((value) => {
    const track = TrackSchema.safeParse(value);
    return track.success && track.data.title.trim() ? [track.data] : [];
  });
}

const yearText = (year: number | null): string => (year ? String(year) : UNKNOWN);
export const isoTime = (epochMs: number | string): string => new Date(Number(epochMs)).toISOString();

/** The fields a card and a release share. */
function presentCardFields(row: Omit<CardRow, 'added_at'>) {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    year: yearText(row.year),
    genre: row.genre,
    label: row.label,
    image: row.image ? albumCoverPath(row.id) : null,
  };
}

export function presentRelease(row: AlbumRow): Release {
  return {
    ...presentCardFields(row),
    country: row.country,
    released: row.released,
    notes: row.notes,
    formats: parseList<string>(row.formats),
    lowestPrice: Number(row.lowest_price),
    tracklist: presentTracklist(row.tracklist),
    styles: parseList<string>(row.styles),
    rating: Number(row.rating),
    ratingCount: Number(row.rating_count),
    credits: row.credits,
    discogsUrl: row.discogs_url,
    videos: parseList<Video>(row.videos),
    allImages: parseList<string>(row.all_images).map((_, index) => albumCoverPath(row.id, index)),
    masterId: row.master_id,
  };
}

export function presentCard(row: CardRow): AlbumCard {
  return { ...presentCardFields(row), addedAt: row.added_at === null ? null : isoTime(row.added_at) };
}

/** Another pressing on 'Otras ediciones': its card and what tells it apart. */
export const presentEdition = (
  row: CardColumns & Pick<AlbumRow, 'country' | 'formats' | 'catalog_numbers'>,
): SearchHit => ({
  ...presentCardFields(row),
  country: row.country === UNKNOWN ? '' : row.country,
  format: firstText(row.formats),
  catalogNumber: firstText(row.catalog_numbers),
});

const firstText = (json: string): string =>
  parseList<unknown>(json).find((value) => typeof value === 'string') ?? '';

/** A row of My albums: its card, how many copies the user has, their best grade, and the table's columns. */
export const presentMyCard = (row: MyAlbumRow): MyAlbumCard => ({
  ...presentCard(row),
  copyCount: Number(row.copy_count ?? 0),
  catalogNumber: firstText(row.catalog_numbers),
  format: firstText(row.formats),
  grade: MEDIA_CONDITIONS[Number(row.grade_rank)] ?? null,
});

/** A row of My albums with every format description and the user's copies, to keep on the device. */
export const presentMyAlbumWithCopies = (row: MyAlbumRow, copies: Copy[]): MyAlbumsAll['items'][number] => ({
  ...presentMyCard(row),
  formats: parseList<unknown>(row.formats).filter((value): value is string => typeof value === 'string'),
  copies,
});

export function presentAlbumDetail(
  row: AlbumRow,
  owners: ReadonlyArray<UserRef & { added_at: number }>,
  wishlistedBy: readonly UserRef[],
  viewer: { ownedAt: number | null; wishlistedAt: number | null } | null,
  handMade: HandMadeAlbumBody | null,
): AlbumDetail {
  return {
    handMade,
    album: presentRelease(row),
    owners: owners.map((owner) => ({ id: owner.id, name: owner.name, addedAt: isoTime(owner.added_at) })),
    wishlistedBy: wishlistedBy.map((user) => ({ id: user.id, name: user.name })),
    viewer: viewer ? { owns: viewer.ownedAt !== null, wishlisted: viewer.wishlistedAt !== null } : null,
  };
}

/** A music-database search page, each result marked with whether the user owns it or wishes for it. */
export function presentSearchPage(
  found: SearchPage,
  owned: ReadonlySet<string>,
  wishlisted: ReadonlySet<string>,
  foundCover: (url: string | null) => string | null,
): AlbumSearchPage {
  return {
    ...found,
    results: found.results.map((result) => ({
      ...result,
      image: foundCover(result.image),
      owned: owned.has(result.id),
      wishlisted: wishlisted.has(result.id),
    })),
  };
}

const orUnknown = (text: string): string => text || UNKNOWN;
const unlessUnknown = (text: string): string => (text === UNKNOWN ? '' : text);

/** A hand-made album as a release: what its member wrote, SPEC.md's placeholders for the rest. */
export function handMadeRelease(id: string, body: HandMadeAlbumBody): Release {
  return {
    id,
    name: body.name,
    artist: body.artist,
    year: orUnknown(body.year),
    genre: orUnknown(body.genre),
    label: orUnknown(body.label),
    country: orUnknown(body.country),
    released: UNKNOWN,
    notes: NO_NOTES,
    formats: body.format ? [body.format] : [],
    tracklist: [],
    styles: [],
    ...ONLY_FROM_DISCOGS,
  };
}

/** A hand-made album's description back as its member wrote it, for them to edit. */
export function presentHandMade(row: AlbumRow): HandMadeAlbumBody {
  return {
    name: row.name,
    artist: row.artist,
    year: row.year ? String(row.year) : '',
    label: unlessUnknown(row.label),
    catalogNumber: firstText(row.catalog_numbers),
    format: firstText(row.formats),
    country: unlessUnknown(row.country),
    genre: unlessUnknown(row.genre),
  };
}
