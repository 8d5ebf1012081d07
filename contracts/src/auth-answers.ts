import { z } from 'zod';

/*
 * What better-auth answers on the /api/auth routes, as far as a client may rely on it: the API
 * reference shows these, and the API tests check real answers against them. Other fields may come
 * and go with better-auth's releases.
 */
const AuthUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});

/** Signed up or signed in: the session cookie comes with it. */
export const AuthSignedInSchema = z.looseObject({ token: z.string().nullable(), user: AuthUserSchema });

/** The session of the cookie sent, or null. */
export const AuthSessionSchema = z
  .looseObject({ session: z.looseObject({ id: z.string(), expiresAt: z.string() }), user: AuthUserSchema })
  .nullable();

/** A change that was made (or, for a reset request, an answer that tells nothing about the address). */
export const AuthStatusSchema = z.looseObject({ status: z.boolean() });

/** Signed out, or the account deleted. */
export const AuthSuccessSchema = z.looseObject({ success: z.boolean() });

/** The link mailed to confirm an address: `?token=` and where to go afterwards. */
export const VerifyEmailQuerySchema = z.looseObject({
  token: z.string().max(2000),
  callbackURL: z.string().max(200).optional(),
});

/** A reset link that still works (a dead one answers INVALID_TOKEN). */
export const ResetTokenValidSchema = z.object({ valid: z.literal(true) });
