import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

export const NameSchema = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(1, { error: 'El nombre es obligatorio.' })
  .max(NAME_MAX_LENGTH, { error: `El nombre no puede tener más de ${NAME_MAX_LENGTH} caracteres.` });

export const EmailSchema = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'El correo electrónico es obligatorio.' })
  .max(EMAIL_MAX_LENGTH, { error: 'El correo electrónico es demasiado largo.' })
  .pipe(z.email({ error: 'Introduce un correo electrónico válido.' }));

export const PasswordSchema = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  });

/** Sign-in checks presence only: the length rules would leak nothing useful here. */
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'La contraseña es obligatoria.' })
    .min(1, { error: 'La contraseña es obligatoria.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'La contraseña es demasiado larga.' }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UpdateNameBodySchema = z.object({ name: NameSchema });
export type UpdateNameBody = z.infer<typeof UpdateNameBodySchema>;

export const ChangeEmailBodySchema = z.object({
  newEmail: EmailSchema,
  callbackURL: z.string().startsWith('/').max(200).optional(),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Introduce tu contraseña actual.' })
    .min(1, { error: 'Introduce tu contraseña actual.' })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const DeleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Introduce tu contraseña para confirmar.' })
    .min(1, { error: 'Introduce tu contraseña para confirmar.' })
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** The signed-in user as the API shows it to that same user (the only place an email is sent). */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

export const SessionResponseSchema = z.object({ user: MeSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
