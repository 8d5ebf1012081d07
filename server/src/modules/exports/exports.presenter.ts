import { stringify } from 'csv-stringify/sync';
import type { AccountExport } from '@surcos/contracts/exports';
import type { MediaCondition, SleeveCondition } from '@surcos/contracts/copies';
import { texts } from '../../lib/texts.ts';
import { escapeRecords } from '../../lib/csv-cells.ts';
import { isoTime } from '../albums/albums.presenter.ts';
import type { ExportsRepository } from './exports.repository.ts';

type Rows<K extends keyof ExportsRepository> = Awaited<ReturnType<ExportsRepository[K]>>;
type AlbumColumns = Pick<
  Rows<'copies'>[number],
  'name' | 'artist' | 'label' | 'formats' | 'year' | 'catalog_numbers'
>;

/** Discogs' own date form, in UTC: the import reads it back as UTC, so dates survive a round trip. */
export const discogsDate = (epochMs: number | string): string =>
  new Date(Number(epochMs)).toISOString().slice(0, 19).replace('T', ' ');

const RELEASE_COLUMNS = [
  'Catalog#',
  'Artist',
  'Title',
  'Label',
  'Format',
  'Rating',
  'Released',
  'release_id',
];

function releaseCells(albumId: string, album: AlbumColumns, rating: number | string): string[] {
  const catalog = JSON.parse(album.catalog_numbers) as string[];
  const formats = JSON.parse(album.formats) as string[];
  return [
    catalog.length > 0 ? catalog.join(', ') : 'none',
    album.artist,
    album.name,
    album.label,
    formats.join(' + '),
    String(rating || ''),
    album.year === null ? '0' : String(album.year),
    albumId,
  ];
}

/** A copy's own fields by name; a Map, since a field may be called `constructor` or `__proto__`. */
const customFieldsOf = (json: string): Map<string, string> =>
  new Map(Object.entries(JSON.parse(json) as Record<string, string>));

/**
 * The collection in Discogs' export columns; each custom field becomes a `Collection <Field>`
 * column. Every cell is escaped so that no spreadsheet runs it as a formula (csv-cells.ts).
 */
export function presentCollectionCsv(copies: Rows<'copies'>): string {
  const fieldsOf = copies.map((copy) => customFieldsOf(copy.custom_fields));
  const fieldNames = [...new Set(fieldsOf.flatMap((fields) => [...fields.keys()]))].sort();
  const header = [
    ...RELEASE_COLUMNS,
    'CollectionFolder',
    'Date Added',
    'Collection Media Condition',
    'Collection Sleeve Condition',
    'Collection Notes',
    ...fieldNames.map((name) => `Collection ${name}`),
  ];
  const rows = copies.map((copy, index) => [
    ...releaseCells(copy.album_id, copy, copy.rating),
    copy.folder,
    discogsDate(copy.added_at),
    copy.media_condition ?? '',
    copy.sleeve_condition ?? '',
    copy.notes,
    ...fieldNames.map((name) => fieldsOf[index]!.get(name) ?? ''),
  ]);
  return stringify(escapeRecords([header, ...rows]));
}

/** The wantlist as Discogs writes it: `Notes`, then the date in a column without a name. */
export function presentWantlistCsv(wants: Rows<'wishlist'>): string {
  const rows = wants.map((want) => [
    ...releaseCells(want.album_id, want, ''),
    want.notes,
    discogsDate(want.added_at),
  ]);
  return stringify(escapeRecords([[...RELEASE_COLUMNS, 'Notes'], ...rows]));
}

export function presentAccountExport(data: {
  userId: string;
  profile: NonNullable<Rows<'profile'>>;
  copies: Rows<'copies'>;
  wishlist: Rows<'wishlist'>;
  collections: Rows<'collections'>;
  follows: Rows<'follows'>;
  messages: Rows<'messages'>;
}): AccountExport {
  const [following, followers] = data.follows;
  const person = (row: { id: string; name: string; created_at: number }) => ({
    id: row.id,
    name: row.name,
    since: isoTime(row.created_at),
  });
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: data.profile.id,
      name: data.profile.name,
      email: data.profile.email,
      createdAt: new Date(data.profile.createdAt).toISOString(),
    },
    copies: data.copies.map((copy) => ({
      id: copy.id,
      albumId: copy.album_id,
      albumName: copy.name,
      artist: copy.artist,
      folder: copy.folder,
      mediaCondition: copy.media_condition as MediaCondition | null,
      sleeveCondition: copy.sleeve_condition as SleeveCondition | null,
      notes: copy.notes,
      rating: copy.rating,
      addedAt: isoTime(copy.added_at),
      customFields: JSON.parse(copy.custom_fields) as Record<string, string>,
    })),
    wishlist: data.wishlist.map((want) => ({
      albumId: want.album_id,
      albumName: want.name,
      artist: want.artist,
      notes: want.notes,
      addedAt: isoTime(want.added_at),
    })),
    collections: data.collections.collections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      privacy: collection.privacy,
      createdAt: isoTime(collection.created_at),
      albumIds: data.collections.albums
        .filter((album) => album.collection_id === collection.id)
        .map((album) => album.album_id),
    })),
    follows: { following: following.map(person), followers: followers.map(person) },
    messages: data.messages.map((message) => ({
      conversationId: message.conversation_id,
      direction: message.sender_id === data.userId ? 'sent' : 'received',
      withUser: message.other_name,
      // As both participants read it in the conversation.
      text: message.hidden_at === null ? message.text : texts.reports.hiddenMessage,
      createdAt: isoTime(message.created_at),
    })),
  };
}
