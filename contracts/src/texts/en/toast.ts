export const toast = {
  region: 'Notifications',
  close: 'Close',
  undo: 'Undo',
  /** After 'Undo' took a change back. */
  undone: 'Undone.',
};
