/** SPEC.md §8's alerts, in its own English. */
export const editProfile = {
  title: 'Edit profile',
  save: 'Save',
  cancel: 'Cancel',
  nothingChanged: 'There are no changes to save.',
  success: 'Changes saved successfully',
  failure: 'Error updating user. Please try again.',
  emailVerificationSent: 'Verification email sent. Please verify your new email before logging in again.',
};
