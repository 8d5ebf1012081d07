import { type SearchHit, UNKNOWN } from '@surcos/contracts/albums';
import type { AlbumMatches, MatchedUser } from '@surcos/contracts/matches';
import type { BarcodeRelease, MyBarcodes } from '@surcos/contracts/scan';
import { albumCoverPath } from '../covers/cover-links.ts';
import type { ScannedAlbumRow, ScanRepository } from './scan.repository.ts';

const firstText = (json: string): string => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? (((value as unknown[]).find((item) => typeof item === 'string') as string) ?? '')
      : '';
  } catch {
    return '';
  }
};

/**
 * A stored release as a verdict's card; what the stored row does not know
 * (a catalogue number, say) is taken from the music database's hit when
 * there is one.
 */
export function presentScannedAlbum(row: ScannedAlbumRow, hit?: SearchHit): SearchHit {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    year: row.year ? String(row.year) : UNKNOWN,
    genre: row.genre,
    label: row.label,
    image: row.image ? albumCoverPath(row.id) : (hit?.image ?? null),
    format: firstText(row.formats) || (hit?.format ?? ''),
    country: (row.country === UNKNOWN ? '' : row.country) || (hit?.country ?? ''),
    catalogNumber: firstText(row.catalog_numbers) || (hit?.catalogNumber ?? ''),
  };
}

/** What the viewer holds of a release, and who among the people they follow has or wants it. */
export interface Verdict {
  album: SearchHit;
  folders: readonly string[];
  otherEdition: SearchHit | null;
  wished: boolean;
  matches: Pick<AlbumMatches, 'owners' | 'wishers'>;
  /** The matches are another stored pressing's, standing for one Surcos has not stored: all of the album level. */
  matchesOfAnotherPressing: boolean;
}

const asMaster = (users: readonly MatchedUser[]): MatchedUser[] =>
  users.map((user) => ({ ...user, level: 'master' }));

export function presentVerdict(verdict: Verdict): BarcodeRelease {
  const { owners, wishers } = verdict.matches;
  return {
    album: verdict.album,
    owned:
      verdict.folders.length > 0
        ? { copies: verdict.folders.length, folders: [...new Set(verdict.folders)] }
        : null,
    otherEdition: verdict.folders.length > 0 ? null : verdict.otherEdition,
    wished: verdict.wished,
    ownedBy: verdict.matchesOfAnotherPressing ? asMaster(owners) : [...owners],
    wantedBy: verdict.matchesOfAnotherPressing ? asMaster(wishers) : [...wishers],
  };
}

export const presentMyBarcodes = (rows: Awaited<ReturnType<ScanRepository['myBarcodes']>>): MyBarcodes => ({
  items: rows.map((row) => ({
    code: row.code,
    albumId: row.album_id,
    name: row.name,
    artist: row.artist,
    list: row.list,
  })),
});
