export const deleteAccount = {
  section: 'Delete account',
  sectionText:
    'Deletes your account along with your albums, wishlist, collections and follows. This cannot be undone.',
  open: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogText: 'Your albums, wishlist, collections and follows will be deleted. This action cannot be undone.',
  passwordHint: 'Type your password to confirm.',
  confirm: 'Delete',
  cancel: 'Cancel',
  /** SPEC.md §8, in its own English. */
  success: 'User account deleted successfully',
  failure: 'Error deleting user. Please try again.',
};
