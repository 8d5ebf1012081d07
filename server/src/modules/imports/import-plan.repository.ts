import type { Kysely } from 'kysely';
import { ownedAmong } from '../../db/album-owners.ts';
import type { Database } from '../../db/schema.ts';
import { chunks } from './import-rows.ts';

/** One of the user's copies as the plan compares it with a row. */
export interface ExistingCopy {
  album_id: string;
  folder: string;
  added_at: number;
  media_condition: string | null;
  sleeve_condition: string | null;
  notes: string;
  custom_fields: string;
  discogs_instance_id: number | null;
}

/** What the user has already, read once per plan so each row can say whether it adds anything. */
export function createImportPlanRepository(db: Kysely<Database>) {
  return {
    /** The user's copies of these albums, for matching a file against what is there. */
    async copiesOf(userId: string, albumIds: readonly string[]): Promise<ExistingCopy[]> {
      const out: ExistingCopy[] = [];
      for (const ids of chunks([...new Set(albumIds)])) {
        const rows = await db
          .selectFrom('album_copy')
          .select([
            'album_id',
            'folder',
            'added_at',
            'media_condition',
            'sleeve_condition',
            'notes',
            'custom_fields',
            'discogs_instance_id',
          ])
          .where('user_id', '=', userId)
          .where('album_id', 'in', ids)
          .execute();
        out.push(
          ...rows.map((row) => ({
            ...row,
            added_at: Number(row.added_at),
            discogs_instance_id: row.discogs_instance_id === null ? null : Number(row.discogs_instance_id),
          })),
        );
      }
      return out;
    },

    /** Which of these albums the user owns, and which they wish for. */
    async ownedAndWished(userId: string, albumIds: readonly string[]) {
      const owned = new Set<string>();
      const wished = new Set<string>();
      for (const ids of chunks([...new Set(albumIds)])) {
        const [owners, wishes] = await Promise.all([
          ownedAmong(db, userId, ids),
          db
            .selectFrom('wishlist_entry')
            .select('album_id')
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute(),
        ]);
        owners.forEach((albumId) => owned.add(albumId));
        wishes.forEach((row) => wished.add(row.album_id));
      }
      return { owned, wished };
    },
  };
}

export type ImportPlanRepository = ReturnType<typeof createImportPlanRepository>;
