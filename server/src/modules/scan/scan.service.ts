import { barcodeKeys, type BarcodeReading } from '@surcos/contracts/barcodes';
import { BARCODE_MAX_RELEASES } from '@surcos/contracts/limits';
import type { AlbumMatches } from '@surcos/contracts/matches';
import type { BarcodeLookup, MyBarcodes } from '@surcos/contracts/scan';
import { AppError } from '../../lib/app-error.ts';
import {
  type BarcodeHits,
  type MusicDatabase,
  MusicDatabaseError,
  MusicDatabaseRateLimitedError,
} from '../../music/music-database.ts';
import { presentAlbumMatches } from '../matches/matches.presenter.ts';
import type { MatchesRepository } from '../matches/matches.repository.ts';
import { presentMyBarcodes, presentScannedAlbum, presentVerdict } from './scan.presenter.ts';
import type { ScanRepository } from './scan.repository.ts';

interface ScanDeps {
  scan: ScanRepository;
  matches: MatchesRepository;
  music: MusicDatabase;
  /** The Surcos path of a search hit's cover (the browser never loads the music database's images). */
  foundCover: (url: string | null) => string | null;
}

type ReadBarcode = Extract<BarcodeReading, { ok: true }>;

/**
 * What the music database is asked for: the code as printed on the record.
 * A UPC-A is printed with 12 digits, and scanners often read it as the
 * EAN-13 with a leading 0, which the database may not list.
 */
const queryFor = (reading: ReadBarcode): string =>
  reading.code.length === 13 && reading.code.startsWith('0') ? reading.code.slice(1) : reading.code;

const unique = <T>(values: ReadonlyArray<T | null | undefined>): T[] => [
  ...new Set(values.filter((value): value is T => value !== null && value !== undefined)),
];

/**
 * "Do I have it, and who has it?" for a barcode: the releases Surcos has
 * that list the code, then the music database's (one search, in the
 * person's interactive lane and share, cached like a search), kept only
 * when their own barcodes contain the code; each with what the viewer
 * holds and, under the matches' rules, who they follow has or wants it.
 * See docs/decisions/048-barcodes.md.
 */
export function createScanService({ scan, matches, music, foundCover }: ScanDeps) {
  /** The music database's releases listing the code; null when it was not asked or could not answer. */
  async function searchMusicDatabase(
    reading: ReadBarcode,
    userId: string,
    foundInSurcos: boolean,
  ): Promise<BarcodeHits | null> {
    if (!music.searchBarcode) return null;
    try {
      return await music.searchBarcode(queryFor(reading), { kind: 'member', userId });
    } catch (error) {
      // What Surcos found is an answer on its own; the verdict says the music database was not asked.
      if (foundInSurcos) return null;
      if (error instanceof MusicDatabaseRateLimitedError) throw new AppError('MUSIC_DATABASE_RATE_LIMITED');
      if (error instanceof MusicDatabaseError) throw new AppError('MUSIC_DATABASE_UNAVAILABLE');
      throw error;
    }
  }

  return {
    async lookup(viewerId: string, reading: ReadBarcode): Promise<BarcodeLookup> {
      const stored = await scan.albumsWithCodes(reading.keys);
      const found = await searchMusicDatabase(reading, viewerId, stored.length > 0);
      // Discogs' barcode search matches loosely (parts of codes, matrix numbers): keep the true ones.
      const keys = new Set(reading.keys);
      const hits = (found?.hits ?? []).filter(({ barcodes }) =>
        barcodes.some((printed) => barcodeKeys(printed).some((key) => keys.has(key))),
      );
      // Stored releases the database says list the code, but whose barcodes Surcos never kept.
      await scan.learnCodes(
        reading.keys,
        hits.map(({ hit }) => hit.id).filter((id) => !stored.includes(id)),
      );

      const hitById = new Map(hits.map((hit) => [hit.hit.id, hit]));
      const ids = unique([...stored, ...hits.map(({ hit }) => hit.id)]);
      const shown = ids.slice(0, BARCODE_MAX_RELEASES);
      const rows = new Map((await scan.albums(shown)).map((row) => [row.id, row]));
      const masterOf = (id: string) => rows.get(id)?.master_id ?? hitById.get(id)?.masterId ?? null;
      const masters = unique(shown.map(masterOf));
      const [copies, wished, ownedOfMasters, standIns] = await Promise.all([
        scan.copies(viewerId, shown),
        scan.wished(viewerId, shown),
        scan.ownedOfMasters(viewerId, masters),
        scan.oneAlbumOfEachMaster(unique(shown.filter((id) => !rows.has(id)).map(masterOf))),
      ]);
      // A pressing Surcos has not stored is matched through a stored pressing of its album.
      const matchedAs = (id: string) => (rows.has(id) ? id : (standIns.get(masterOf(id) ?? '') ?? null));
      const matchIds = unique(shown.map(matchedAs));
      const matched = new Map<string, AlbumMatches>(
        matchIds.length === 0
          ? []
          : presentAlbumMatches(matchIds, await matches.ofAlbums(viewerId, matchIds)).albums.map(
              (album): [string, AlbumMatches] => [album.albumId, album],
            ),
      );

      return {
        code: reading.code,
        format: reading.format,
        discogsSearched: found !== null,
        more: ids.length > shown.length || (found?.hasMore === true && hits.length > 0),
        releases: shown.flatMap((id) => {
          const found = hitById.get(id)?.hit;
          const hit = found && { ...found, image: foundCover(found.image) };
          const row = rows.get(id);
          // A stored release removed meanwhile, and not in the database's answer.
          if (!row && !hit) return [];
          const album = row ? presentScannedAlbum(row, hit) : hit!;
          const master = masterOf(id);
          const other = ownedOfMasters.find((owned) => owned.master_id === master && owned.id !== id);
          const matchId = matchedAs(id);
          return [
            presentVerdict({
              album,
              folders: copies.filter((copy) => copy.album_id === id).map((copy) => copy.folder),
              otherEdition: other ? presentScannedAlbum(other) : null,
              wished: wished.has(id),
              matches: (matchId === null ? undefined : matched.get(matchId)) ?? { owners: [], wishers: [] },
              matchesOfAnotherPressing: matchId !== null && matchId !== id,
            }),
          ];
        }),
      };
    },

    async myBarcodes(userId: string): Promise<MyBarcodes> {
      return presentMyBarcodes(await scan.myBarcodes(userId));
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;
