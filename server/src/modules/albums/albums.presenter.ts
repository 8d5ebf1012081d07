import { type AlbumCard, type Release, UNKNOWN, type Video } from '@surcos/contracts/albums';
import type { AlbumRow } from './albums.repository.ts';

const parseList = <T>(json: string): T[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

const yearText = (year: number | null): string => (year ? String(year) : UNKNOWN);
export const isoTime = (epochMs: number | string): string => new Date(Number(epochMs)).toISOString();

export function presentRelease(row: AlbumRow): Release {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    year: yearText(row.year),
    genre: row.genre,
    label: row.label,
    country: row.country,
    released: row.released,
    notes: row.notes,
    formats: parseList<string>(row.formats),
    lowestPrice: Number(row.lowest_price),
    tracklist: parseList<string>(row.tracklist),
    styles: parseList<string>(row.styles),
    rating: Number(row.rating),
    ratingCount: Number(row.rating_count),
    credits: row.credits,
    discogsUrl: row.discogs_url,
    videos: parseList<Video>(row.videos),
    image: row.image,
    allImages: parseList<string>(row.all_images),
  };
}

export interface CardRow {
  id: string;
  name: string;
  artist: string;
  year: number | null;
  genre: string;
  label: string;
  image: string | null;
  added_at: number | string | null;
}

export function presentCard(row: CardRow): AlbumCard {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    year: yearText(row.year),
    genre: row.genre,
    label: row.label,
    image: row.image,
    addedAt: row.added_at === null ? null : isoTime(row.added_at),
  };
}
