import { PASSWORD_MIN_LENGTH } from '../../limits.ts';

export const fields = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  newPasswordHint: `Optional. At least ${PASSWORD_MIN_LENGTH} characters.`,
  currentPasswordHint: 'Only required if you change your password.',
};
