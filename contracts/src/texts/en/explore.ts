export const explore = {
  /** SPEC.md gives Explore's box the label of Add album's; its description says what this one searches. */
  searchLabel: 'Search by artist or album',
  searchHint: 'Only among the records someone owns on Surcos, their collections and their users.',
  albums: 'Albums',
  collections: 'Collections',
  users: 'Users',
  noAlbums: 'No albums available.',
  noCollections: 'No collections available.',
  noCollectionsFound: 'No collections found.',
  /** Explore found nothing owned: the search goes on in the music database, on Add album. */
  searchCatalogue: (q: string) => `Search the catalogue for “${q}”`,
  /** A member with no albums yet: the first screen's next steps. */
  welcome: {
    title: 'Start your collection',
    text: 'Bring your records over from Discogs, add the first one from the catalogue or scan its barcode.',
    importDiscogs: 'Import your Discogs collection',
    addFirst: 'Add your first record',
    scan: 'Scan a record',
  },
  /** Beside a visitor's login form: what Surcos is, and a glimpse of what members share. */
  landing: {
    title: 'Your record collection, with your friends',
    pitch: [
      'Keep your records with their copies, folders and grades, just like on Discogs.',
      'Import your Discogs collection and find out who has what you are looking for.',
      'Share collections with a link, no account needed to see them.',
    ],
    recentAlbums: 'Recently added',
    recentCollections: 'Public collections',
    loading: 'Loading recent activity…',
  },
};
