import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const notifications = {
  title: 'Notifications',
  settingsTitle: 'Notification settings',
  /** The bell's accessible name: "Notifications, 3 unread". */
  bell: (unread: number) =>
    unread === 0 ? 'Notifications' : plural(locale, unread, { other: (n) => `Notifications, ${n} unread` }),
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are read.',
  empty: 'You have no notifications.',
  loadError: 'Notifications could not be loaded.',
  unread: 'Unread',
  listLabel: 'Your notifications',
  settingsLink: 'Notification settings',
  backToList: 'Back to notifications',
  someone: 'Someone',
  records: (count: number) => plural(locale, count, { one: '1 record', other: (n) => `${n} records` }),
  texts: {
    follower: (name: string) => `${name} started following you`,
    message: (name: string, count: number) =>
      plural(locale, count, {
        one: `${name} sent you a message`,
        other: (n) => `${name} sent you ${n} messages`,
      }),
    hasYourWish: (name: string, count: number, album: string) =>
      plural(locale, count, {
        one: `${name} added “${album}”, which is on your wishlist`,
        other: (n) => `${name} added ${n} records that are on your wishlist`,
      }),
    wantsYours: (name: string, count: number, album: string) =>
      plural(locale, count, {
        one: `${name} is looking for “${album}”, which you own`,
        other: (n) => `${name} is looking for ${n} records you own`,
      }),
    collection: (name: string, collection: string) => `${name} created the collection “${collection}”`,
    /** Named by its file or Discogs account, so two imports never read as one told twice. */
    import: (source: string) =>
      source === '' ? 'Your import has finished' : `Your import of “${source}” has finished`,
  },
  kinds: {
    follower: 'New followers',
    message: 'New messages',
    'has-your-wish': 'Someone you follow adds a record from your wishlist',
    'wants-yours': 'Someone you follow is looking for a record you own',
    collection: 'Someone you follow creates a public collection',
    import: 'Your import has finished',
  },
  settings: {
    intro: 'Choose which notices to see on Surcos and which to get in the daily email digest.',
    kind: 'Kind of notice',
    inApp: 'On Surcos',
    email: 'By email',
    inAppOf: (kind: string) => `${kind}: on Surcos`,
    emailOf: (kind: string) => `${kind}: by email`,
    save: 'Save settings',
    saved: 'Settings saved.',
    loadError: 'Your settings could not be loaded.',
  },
  errors: {
    unknownKind: (kind: string) => `Unknown notification kind: “${kind}”.`,
    notBoolean: (field: string) => `The value of “${field}” must be true or false.`,
    unknownField: 'Settings accept only the fields kind, inApp and email.',
    preferencesList: 'Send a list of settings with at least one notification kind.',
    repeatedKind: 'Each notification kind may appear only once.',
    notFound: 'Notification not found.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    invalid: 'This unsubscribe link is not valid or has expired. Nothing has been changed.',
    invalidHint: 'You can change which emails you get in your notification settings.',
    explainAll: 'You will stop getting the daily notification digest by email.',
    explainKind: (kind: string) => `You will stop getting emails about: ${kind}.`,
    confirm: 'Unsubscribe me',
    done: 'Done: you will no longer get those emails.',
    failed: 'Unsubscribing could not be completed. Please try again.',
  },
  mail: {
    subject: (count: number) =>
      plural(locale, count, {
        one: 'You have 1 notification on Surcos',
        other: (n) => `You have ${n} notifications on Surcos`,
      }),
    greeting: (name: string) => `Hi ${name},`,
    intro: 'Here is what has happened on Surcos since the last digest:',
    open: 'See the notifications',
    unsubscribe: 'To stop getting this digest, open this link:',
    unsubscribeButton: 'Unsubscribe me from these emails',
  },
};
