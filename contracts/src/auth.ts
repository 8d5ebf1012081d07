import { z } from 'zod';
import { HandleSchema } from './handles.ts';
import { LANGUAGES } from './languages.ts';
import { texts } from './texts.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

export const NameSchema = z
  .string({ error: () => texts.validation.nameRequired })
  .trim()
  .min(1, { error: () => texts.validation.nameRequired })
  .max(NAME_MAX_LENGTH, { error: () => texts.validation.nameTooLong });

export const EmailSchema = z
  .string({ error: () => texts.validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: () => texts.validation.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: () => texts.validation.emailTooLong })
  .pipe(z.email({ error: () => texts.validation.emailInvalid }));

export const PasswordSchema = z
  .string({ error: () => texts.validation.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: () => texts.validation.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: () => texts.validation.passwordTooLong });

/** A password the user already has: checked for presence only, the length rules would leak nothing useful. */
const existingPassword = (required: () => string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX_LENGTH, { error: () => texts.validation.passwordTooLongShort });

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: existingPassword(() => texts.validation.passwordRequired),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  /** 'Nombre de usuario'; left out (an API client from before handles), one is made from the name. */
  handle: HandleSchema.optional(),
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
  currentPassword: existingPassword(() => texts.validation.currentPasswordRequired),
  newPassword: PasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Forgot password: the address to mail a reset link to (the answer is the same whether it exists or not). */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The token a reset link carries; a missing or oversized one is an invalid link, not a form mistake. */
export const ResetTokenSchema = z
  .string({ error: () => texts.errorCodes.INVALID_TOKEN })
  .min(1, { error: () => texts.errorCodes.INVALID_TOKEN })
  .max(200, { error: () => texts.errorCodes.INVALID_TOKEN });

export const ResetTokenBodySchema = z.object({ token: ResetTokenSchema });
export type ResetTokenBody = z.infer<typeof ResetTokenBodySchema>;

/** A new password from a reset link: the same rules as registering. */
export const ResetPasswordBodySchema = z.object({ token: ResetTokenSchema, newPassword: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const DeleteAccountBodySchema = z.object({
  password: existingPassword(() => texts.validation.confirmPasswordRequired),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** The signed-in user as the API shows it to that same user (the only place an email is sent). */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Opens the admin area and its navigation entry. */
  isAdmin: z.boolean(),
  /** The member's language on every device (contracts/src/languages.ts). */
  language: z.enum(LANGUAGES),
  /** Unique, 3–30 of a–z, 0–9 and `_` (handle-values.ts). */
  handle: z.string(),
  /** `@handle@host`: how people on this and other servers find the member. */
  address: z.string(),
  /** Whether the member may still make their one change of handle. */
  handleChangeable: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

export const SessionResponseSchema = z.object({ user: MeSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
