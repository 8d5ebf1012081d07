import { PASSWORD_MIN_LENGTH } from '../../limits.ts';

export const fields = {
  name: 'Nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  newPassword: 'Nueva contraseña',
  currentPassword: 'Contraseña actual',
  passwordHint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  newPasswordHint: `Opcional. Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  currentPasswordHint: 'Solo es obligatoria si cambias la contraseña.',
};
