export const profile = {
  title: 'Profile',
  edit: 'Edit profile',
  publicProfile: 'View my public profile',
  signOut: 'Sign out',
  emailChanged: 'Your email has been updated.',
  emailChangeFailed: 'The link is not valid or has expired.',
  sections: {
    account: 'Your account',
    collection: 'Your collection',
    appearance: 'Appearance',
    privacy: 'Privacy and security',
  },
  /** The links to Statistics, Matches and Import, on Profile and My albums. */
  collectionTools: 'Your collection tools',
  theme: {
    legend: 'Theme',
    hint: 'Remembered on this device.',
    options: { system: 'Same as system', light: 'Light', dark: 'Dark' },
  },
};
