import {
  type Copy,
  type CopyList,
  type FolderList,
  MediaConditionSchema,
  SleeveConditionSchema,
} from '@surcos/contracts/copies';
import { isoTime } from '../albums/albums.presenter.ts';
import type { CopyRow } from './copies.repository.ts';

/** The owner's fields as stored; anything that is not a name → text object reads as none. */
function parseCustomFields(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** A grade outside Discogs' scale (written by an older import, say) is shown as none. */
const gradeOf = <T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: string | null,
) => (value === null ? null : (schema.safeParse(value).data ?? null));

export function presentCopy(row: CopyRow): Copy {
  return {
    id: row.id,
    albumId: row.album_id,
    folder: row.folder,
    mediaCondition: gradeOf(MediaConditionSchema, row.media_condition),
    sleeveCondition: gradeOf(SleeveConditionSchema, row.sleeve_condition),
    notes: row.notes,
    rating: Number(row.rating),
    addedAt: isoTime(row.added_at),
    customFields: parseCustomFields(row.custom_fields),
  };
}

export const presentCopyList = (rows: readonly CopyRow[]): CopyList => ({ items: rows.map(presentCopy) });

export const presentFolders = (rows: ReadonlyArray<{ name: string; copy_count: number }>): FolderList => ({
  items: rows.map((row) => ({ name: row.name, copyCount: Number(row.copy_count) })),
});
