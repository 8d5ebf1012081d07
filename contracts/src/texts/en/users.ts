export const users = {
  noUsers: 'No users found.',
  /** The '⋯' menu on someone's page: mute, report, block. */
  moreActions: 'More actions',
  /** A shared profile's preview in other apps (Open Graph). */
  shareDescription: (name: string) => `${name}’s records and collections on Surcos`,
};
