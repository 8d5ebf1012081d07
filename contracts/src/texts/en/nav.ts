export const nav = {
  label: 'Main',
  menu: 'Menu',
  /** Read with 'Menu' when something behind it is new ('New!' in the Feed, unread messages). */
  menuHasNews: 'There is something new',
  explore: 'Explore',
  feed: 'Feed',
  albums: 'My albums',
  scan: 'Scan',
  collections: 'Collections',
  followers: 'Followers',
  following: 'Following',
  messages: 'Messages',
  wishlist: 'Wishlist',
  profile: 'Profile',
  admin: 'Administration',
  feedHasNew: 'New!',
  /** Read after the entry name by screen readers: "My albums (3)". */
  badgeAccessible: (count: number) => `(${count})`,
  badgeVisible: (count: number) => (count > 99 ? '99+' : String(count)),
};
