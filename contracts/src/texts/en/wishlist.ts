export const wishlist = {
  add: 'Add to Wishlist',
  remove: 'Remove from Wishlist',
  added: 'Album added to your wishlist.',
  removed: 'Album removed from your wishlist.',
  removeEntry: 'Remove',
  /** Read after 'Remove': "Remove Kind of Blue from the wishlist". */
  removeEntryTarget: (name: string) => `${name} from the wishlist`,
  gridLabel: 'Albums on your wishlist',
  empty: 'There are no albums on your wishlist.',
};
