export const matches = {
  /** On each wishlist entry: the followed users who own it. */
  owners: 'Owned by:',
  /** On My albums and the album page: the followed users who wish for it. */
  wishers: 'Wanted by:',
  /** After a name when the match is another pressing of the same album. */
  otherPressing: 'another pressing',
  samePressing: 'same pressing',
  link: 'Matches',
  intro:
    'Records the people you follow own that are on your wishlist, and records of yours they are looking for.',
  empty:
    'No matches yet. When someone you follow has a record from your wishlist, or is looking for one of yours, it will show up here.',
  listLabel: 'Matches by person',
  theyHave: (name: string) => `${name} has records from your wishlist`,
  theyWant: (name: string) => `${name} is looking for records you own`,
  /** The other person's pressing, when it is not the viewer's own. */
  theirPressing: (name: string, label: string, year: string) => `Their pressing: ${name} (${label}, ${year})`,
  message: 'Message about this record',
  /** Read after the button's text: "Message about this record to Bea: Kind of Blue". */
  messageTarget: (person: string, album: string) => `to ${person}: ${album}`,
  /** The message the conversation opens with, for the viewer to edit or send. */
  draftTheyHave: (album: string, artist: string) =>
    `Hi! I saw you have “${album}” by ${artist}, which is on my wishlist. Would you be up for a trade or a sale?`,
  draftTheyWant: (album: string, artist: string) =>
    `Hi! I saw you are looking for “${album}” by ${artist}. I have it, shall we talk?`,
};
