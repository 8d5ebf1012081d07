export const mail = {
  verifyNewEmail: {
    subject: 'Confirm your new email on Surcos',
    greeting: (name: string) => `Hi ${name},`,
    reason: 'You asked to use this address as your Surcos account’s email.',
    openLink: 'To confirm it, open this link:',
    button: 'Confirm my new email',
    ignore: 'If you did not ask for this, ignore this message: your account will not change.',
  },
  verifyAdminEmail: {
    subject: 'Confirm your email to administer Surcos',
    greeting: (name: string) => `Hi ${name},`,
    reason:
      'This address is one of this Surcos’s administration addresses, and an account with the name above has just used it. Once you confirm it, that account will be able to administer Surcos.',
    openLink: 'If the account is yours, confirm it by opening this link. It expires in 24 hours:',
    button: 'Confirm my email',
    ignore:
      'If you did not create that account, do not open the link: someone has used your address, and without your confirmation it will administer nothing.',
  },
  resetPassword: {
    subject: 'Choose a new password for Surcos',
    greeting: (name: string) => `Hi ${name},`,
    reason: 'Someone (probably you) asked to change the password of your Surcos account.',
    openLink: 'To choose a new password, open this link. It expires in one hour and works only once:',
    button: 'Choose a new password',
    ignore:
      'If you did not ask for this, ignore this message: your password will not change. Changing it signs you out of every open session.',
  },
};
