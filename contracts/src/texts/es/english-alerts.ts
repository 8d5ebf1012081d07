/**
 * The alerts SPEC.md keeps in English, word for word. Their sections read them
 * from here, so the web app can mark them lang="en" knowing only this list.
 */
export const englishAlerts = {
  loginSuccess: 'User logged in successfully',
  loginFailure: 'Error logging in user. Please check your credentials and try again.',
  registerSuccess: 'User registered successfully',
  registerFailure: 'Error registering user. Please try again.',
  profileSaved: 'Changes saved successfully',
  profileSaveFailed: 'Error updating user. Please try again.',
  emailVerificationSent: 'Verification email sent. Please verify your new email before logging in again.',
  accountDeleted: 'User account deleted successfully',
  accountDeleteFailed: 'Error deleting user. Please try again.',
  albumFetchFailed: 'Error fetching album. Please try again.',
};
