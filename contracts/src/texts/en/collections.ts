import type { Privacy } from '../../privacy.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const collections = {
  add: 'Add collection',
  listLabel: 'My collections',
  empty: 'You have not added any collections yet.',
  privacy: { public: 'Public', private: 'Private' } satisfies Record<Privacy, string>,
  createdBy: 'Created by',
  /** Read instead of the cover previews: "First albums of Modal jazz". */
  previewOf: (name: string) => `First albums of ${name}`,
  albums: 'Albums',
  albumsOf: (name: string) => `Albums in ${name}`,
  noAlbums: 'This collection has no albums.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  copyLinkFailed: 'The link could not be copied. Copy it from the address bar.',
  /** A shared public collection's preview in other apps (Open Graph): "Ana's collection · 12 albums". */
  shareDescription: (owner: string, albumCount: number) =>
    `${owner}’s collection · ${plural(locale, albumCount, { one: '1 album', other: (n) => `${n} albums` })} on Surcos`,
  edit: 'Edit collection',
  delete: 'Delete collection',
  confirmDeletion: 'Are you sure you want to delete this collection?',
  confirmDeletionText: 'The albums will stay in My albums.',
  confirmDelete: 'Delete',
  cancelDelete: 'Cancel',
  loadFailed: 'There was an error loading the collection. Please try again.',
  notFound: 'Collection not found.',
  created: 'Collection created successfully.',
  updated: 'Collection updated successfully.',
  deleted: 'Collection deleted successfully.',
  createFailed: 'There was an error creating the collection. Please try again.',
  updateFailed: 'There was an error updating the collection. Please try again.',
  deleteFailed: 'There was an error deleting the collection. Please try again.',
  form: {
    name: 'Name',
    description: 'Description',
    descriptionHint: 'Optional.',
    privacy: 'Privacy',
    albums: 'Albums',
    albumsHint: 'Choose from your albums: tap an album to add or remove it.',
    searchAlbums: 'Search My albums',
    myAlbums: 'Your albums',
    chosen: (count: number) =>
      count === 0
        ? 'No albums chosen.'
        : plural(locale, count, { one: '1 album chosen.', other: (n) => `${n} albums chosen.` }),
    chosenList: 'Chosen albums',
    unchoose: (name: string) => `Remove ${name}`,
    create: 'Create collection',
    save: 'Save changes',
    cancel: 'Cancel',
    nameAndAlbumRequired: 'The collection needs at least a name and one album.',
  },
  /** 'Add to a collection' on an album page: one of the user's collections, or a new one. */
  addAlbum: {
    open: 'Add to a collection',
    title: 'Add to a collection',
    mine: 'Your collections',
    none: 'You have no collections yet.',
    loadFailed: 'Your collections could not be loaded.',
    newName: 'Or create a new one',
    create: 'Create and add',
    close: 'Close',
    added: (name: string) => `Album added to “${name}”.`,
    already: (name: string) => `This album is already in “${name}”.`,
    created: (name: string) => `Collection “${name}” created with this album.`,
  },
};
