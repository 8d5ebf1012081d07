import {
  COPY_CUSTOM_FIELD_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_CUSTOM_FIELDS_MAX,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
} from '@surcos/contracts/limits';
import { DEFAULT_FOLDER } from '@surcos/contracts/copies';
import { texts } from '../../lib/texts.ts';
import type { ListedRelease } from './discogs-csv.ts';

const t = texts.imports.limits;

/**
 * The importer's description of a release (title, artist, label, each
 * format and catalogue number) is text of their copy: it gets the limit of
 * a copy's own field, and as many entries as a copy has fields.
 */
const LISTING_TEXT_MAX_LENGTH = COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH;
const LISTING_ITEMS_MAX = COPY_CUSTOM_FIELDS_MAX;

/**
 * Text as a copy may hold it: no NUL (PostgreSQL refuses it in text), at
 * most `max` UTF-16 units as the copy contracts count them, never ending in
 * half a surrogate pair. Answers whether it had to be cut.
 */
export function bounded(value: string, max: number): { text: string; cut: boolean } {
  const clean = value.includes('\0') ? value.replaceAll('\0', '') : value;
  if (clean.length <= max) return { text: clean, cut: clean !== value };
  let text = clean.slice(0, max);
  const last = text.charCodeAt(text.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) text = text.slice(0, -1);
  return { text: text.trimEnd(), cut: true };
}

/** Collects what had to be cut in one row, for its line in the report. */
function cutter() {
  const cuts: string[] = [];
  const text = (value: string, max: number, what: string) => {
    const result = bounded(value, max);
    if (result.cut && !cuts.includes(what)) cuts.push(what);
    return result.text;
  };
  const list = (values: readonly string[], what: string) => {
    if (values.length > LISTING_ITEMS_MAX && !cuts.includes(what)) cuts.push(what);
    return values.slice(0, LISTING_ITEMS_MAX).map((value) => text(value, LISTING_TEXT_MAX_LENGTH, what));
  };
  return { cuts, text, list };
}

function boundRelease(release: ListedRelease, cut: ReturnType<typeof cutter>): ListedRelease {
  return {
    ...release,
    artist: cut.text(release.artist, LISTING_TEXT_MAX_LENGTH, t.artist),
    title: cut.text(release.title, LISTING_TEXT_MAX_LENGTH, t.title),
    label: cut.text(release.label, LISTING_TEXT_MAX_LENGTH, t.label),
    formats: cut.list(release.formats, t.formats),
    catalogNumbers: cut.list(release.catalogNumbers, t.catalogNumbers),
  };
}

/**
 * A copy's own fields as the copy contracts allow them: a name of 1 to 60
 * characters, a value of at most 500, at most 20 fields (the first ones, in
 * the file's order). Built on a null prototype: a field may be called
 * `constructor` or `__proto__`.
 */
function boundFields(fields: Record<string, string>, cut: ReturnType<typeof cutter>) {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (const [rawName, rawValue] of Object.entries(fields)) {
    const name = cut.text(rawName.trim(), COPY_CUSTOM_FIELD_NAME_MAX_LENGTH, t.fieldName);
    const value = cut.text(rawValue.trim(), COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH, t.fieldValue);
    if (!name || !value || Object.hasOwn(out, name)) continue;
    if (count === COPY_CUSTOM_FIELDS_MAX) {
      if (!cut.cuts.includes(t.fieldCount)) cut.cuts.push(t.fieldCount);
      continue;
    }
    out[name] = value;
    count += 1;
  }
  return out;
}

interface BoundableCopy {
  release: ListedRelease;
  folder: string;
  notes: string;
  customFields: Record<string, string>;
}

/** A listed copy within a copy's limits, and what was cut from it ('' when nothing). */
export function boundCopy<Copy extends BoundableCopy>(copy: Copy): { copy: Copy; note: string } {
  const cut = cutter();
  const bound: Copy = {
    ...copy,
    release: boundRelease(copy.release, cut),
    folder: cut.text(copy.folder.trim(), COPY_FOLDER_MAX_LENGTH, t.folder) || DEFAULT_FOLDER,
    notes: cut.text(copy.notes, COPY_NOTES_MAX_LENGTH, t.notes),
    customFields: boundFields(copy.customFields, cut),
  };
  return { copy: bound, note: cut.cuts.length > 0 ? texts.imports.trimmed(cut.cuts) : '' };
}

/** A listed want within the same limits: its notes are a copy's notes. */
export function boundWant<Want extends { release: ListedRelease; notes: string }>(
  want: Want,
): { want: Want; note: string } {
  const cut = cutter();
  const bound: Want = {
    ...want,
    release: boundRelease(want.release, cut),
    notes: cut.text(want.notes, COPY_NOTES_MAX_LENGTH, t.notes),
  };
  return { want: bound, note: cut.cuts.length > 0 ? texts.imports.trimmed(cut.cuts) : '' };
}
