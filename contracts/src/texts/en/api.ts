/** Texts the API sends for particular cases of an error code. */
export const api = {
  tooManySignUps: 'Too many sign-ups from this connection. Please try again later.',
  tooManyLogins: 'Too many sign-in attempts. Wait a few minutes and try again.',
  tooManyPasswordResets: 'Too many password reset links have been requested. Wait an hour and try again.',
  databaseDown: 'The database is not responding.',
  databaseUnavailable: 'The database is not responding right now. Try again in a few seconds.',
  redisDown: 'Redis is not responding: real-time notices are not arriving.',
  musicShareSpent: 'You have made too many Discogs lookups in a short time. Wait a minute and try again.',
  addAlbumRequiresSignIn: 'You must sign in to add an album.',
  albumNotFound: 'Album not found.',
  /** SPEC.md §8, in its own English. */
  albumFetchFailed: 'Error fetching album. Please try again.',
  /** Another member's hand-made album: their own description, which only they open. */
  handMadeAlbumNotYours: 'This record was described by hand by its owner: only they can see its page.',
  collectionNotFound: 'Collection not found.',
  copyNotFound: 'Copy not found.',
  conversationNotFound: 'Conversation not found.',
  userNotFound: 'User not found',
  originRefused:
    'Surcos refused this request because it does not come from a Surcos page. Open Surcos from its own address and try again.',
};
