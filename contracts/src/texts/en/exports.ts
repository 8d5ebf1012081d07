export const exports = {
  title: 'Export',
  intro: 'Download your data: your collection and wishlist in Discogs’ format, or everything as JSON.',
  collectionCsv: 'Collection (CSV)',
  wantlistCsv: 'Wantlist (CSV)',
  allJson: 'All my data (JSON)',
};
