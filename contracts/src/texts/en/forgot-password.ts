export const forgotPassword = {
  title: 'Reset your password',
  intro: 'Enter your account’s email and we will send you a link to choose a new password.',
  submit: 'Send the link',
  sentTitle: 'Check your email',
  sent: 'If there is an account with that email, we have sent you a link to choose a new password. The link expires in one hour and works only once.',
  sentHint: 'If it does not arrive in a few minutes, look in your spam folder.',
  toLogin: 'Back to sign in',
};
