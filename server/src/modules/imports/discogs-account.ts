import { DEFAULT_FOLDER, MEDIA_CONDITIONS, SLEEVE_CONDITIONS } from '@surcos/contracts/copies';
import { DISCOGS_USERNAME_PATTERN } from '@surcos/contracts/imports';
import { withoutDisambiguation } from '../../music/discogs-mapping.ts';
import type { ListedRelease } from './discogs-csv.ts';
import type { PlannedCopy, PlannedWant } from './import-plan.ts';

/** What an account import remembers between pages (stored on the job; never the token). */
export interface AccountCursor {
  username: string;
  phase: 'folders' | 'collection' | 'wants' | 'done';
  page: number;
  /** Rows listed so far: the next row's number in the report. */
  listed: number;
  folders: Record<string, string>;
  fields: Record<string, string>;
  /** How many rows the collection listed: the job's first rows, before the wantlist's. */
  collectionRows?: number;
  /** Set when the person starts the import after its preview; until then only the listing is done. */
  confirmed?: boolean;
}

/**
 * Where an account's listings live: `/users/<name>`, the name encoded as one path segment.
 * Null for a name Discogs could not have (dots alone would climb out of /users/).
 */
export const accountBasePath = (username: string): string | null =>
  DISCOGS_USERNAME_PATTERN.test(username) ? `/users/${encodeURIComponent(username)}` : null;

export const startCursor = (username: string): AccountCursor => ({
  username,
  phase: 'folders',
  page: 1,
  listed: 0,
  folders: {},
  fields: {},
});

interface BasicInformation {
  id: number;
  title: string;
  year?: number;
  cover_image?: string;
  artists?: { name: string }[];
  labels?: { name: string; catno?: string }[];
  formats?: { name: string; qty?: string; descriptions?: string[] }[];
}
export interface ListingPage<Item> {
  pagination: { page: number; pages: number };
  items: Item[];
}
export interface Instance {
  instance_id: number;
  folder_id: number;
  rating?: number;
  date_added?: string;
  notes?: { field_id: number; value: string }[];
  basic_information: BasicInformation;
}
export interface Want {
  rating?: number;
  date_added?: string;
  notes?: string;
  basic_information: BasicInformation;
}

/** A listing's release the way the CSV reader gives it, so both sources share one plan. */
function listedRelease(info: BasicInformation): ListedRelease {
  const labels = info.labels ?? [];
  return {
    releaseId: String(info.id),
    artist: (info.artists ?? []).map((artist) => withoutDisambiguation(artist.name)).join(', '),
    title: info.title,
    label: [...new Set(labels.map((label) => withoutDisambiguation(label.name)))].join(', '),
    catalogNumbers: labels
      .map((label) => (label.catno ?? '').trim())
      .filter((number) => number && number.toLowerCase() !== 'none'),
    formats: (info.formats ?? []).map((format) => {
      const quantity = Number(format.qty ?? '1');
      const name = quantity > 1 ? `${quantity}×${format.name}` : format.name;
      return [name, ...(format.descriptions ?? [])].join(', ');
    }),
    year: info.year && info.year > 0 ? info.year : null,
  };
}

const dateOf = (value: string | undefined): number | null => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : null;
};

/** A name the cursor keeps by Discogs id; never one the prototype has. */
const ownValue = (names: Record<string, string>, id: string): string | undefined =>
  Object.hasOwn(names, id) ? names[id] : undefined;

/** Discogs' own fields 1–3 (media, sleeve, notes) map to the copy's; the user's others become custom fields. */
export function copyFromInstance(instance: Instance, cursor: AccountCursor, line: number): PlannedCopy {
  // The user names their fields: `constructor` or `__proto__` must meet no prototype.
  const fields = Object.create(null) as Record<string, string>;
  let mediaCondition: PlannedCopy['mediaCondition'] = null;
  let sleeveCondition: PlannedCopy['sleeveCondition'] = null;
  let notes = '';
  for (const note of instance.notes ?? []) {
    const name = ownValue(cursor.fields, String(note.field_id)) ?? `Campo ${note.field_id}`;
    const value = note.value.trim();
    if (!value) continue;
    if (name === 'Media Condition') mediaCondition = MEDIA_CONDITIONS.find((each) => each === value) ?? null;
    else if (name === 'Sleeve Condition')
      sleeveCondition = SLEEVE_CONDITIONS.find((each) => each === value) ?? null;
    else if (name === 'Notes') notes = value;
    else fields[name] = value;
  }
  return {
    line,
    release: listedRelease(instance.basic_information),
    folder: ownValue(cursor.folders, String(instance.folder_id)) ?? DEFAULT_FOLDER,
    mediaCondition,
    sleeveCondition,
    notes,
    rating: Math.min(5, Math.max(0, Math.round(instance.rating ?? 0))),
    addedAt: dateOf(instance.date_added),
    customFields: fields,
    instanceId: instance.instance_id,
    image: instance.basic_information.cover_image ?? null,
  };
}

export function wantFromListing(want: Want, line: number): PlannedWant {
  return {
    line,
    release: listedRelease(want.basic_information),
    notes: (want.notes ?? '').trim(),
    rating: Math.min(5, Math.max(0, Math.round(want.rating ?? 0))),
    addedAt: dateOf(want.date_added),
    image: want.basic_information.cover_image ?? null,
  };
}
