import { SEARCH_QUERY_MIN_LENGTH } from '../../limits.ts';

export const addAlbum = {
  searchLabel: 'Search by artist or album',
  minLength: `Type at least ${SEARCH_QUERY_MIN_LENGTH} characters.`,
  searching: 'Searching…',
  results: 'Search results',
  rateLimited: 'Too many requests to Discogs. Try again in a few seconds.',
  add: 'Add',
  added: 'Added',
  success: 'Album added to My albums.',
  /** 'Add by hand': a record the catalogue lacks, described by its member for themselves. */
  byHand: {
    offer: 'Not in the catalogue?',
    offerText:
      'Add it by hand with its details. The description is yours: nobody else adds the record from it.',
    link: 'Add by hand',
    intro:
      'Write down what you know about the record. You will see it in My albums like the rest; your followers will see it on your profile, but its page is yours alone.',
    name: 'Title',
    artist: 'Artist',
    year: 'Year',
    yearHint: 'Four digits, for example 1977.',
    label: 'Label',
    catalogNumber: 'Catalog number',
    format: 'Format',
    formatHint: 'As Discogs writes it, for example “Vinyl, LP, Album” or “CD”.',
    country: 'Country',
    genre: 'Genre',
    add: 'Add to My albums',
    save: 'Save changes',
    cancel: 'Cancel',
    added: 'Record added by hand to My albums.',
    saved: 'Changes saved.',
    failed: 'The record could not be saved. Please try again.',
    /** On its page, for its maker. */
    badge: 'Added by hand by you',
    edit: 'Edit details',
  },
};
