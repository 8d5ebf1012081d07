export const resetPassword = {
  title: 'Choose a new password',
  submit: 'Save password',
  checking: 'Checking the link…',
  success: 'Your password has been changed. You can now sign in with it.',
  invalidTitle: 'This link does not work',
  invalidText:
    'This password reset link has expired, has already been used or is not correct. Links last one hour and work only once.',
  requestNew: 'Request a new link',
};
