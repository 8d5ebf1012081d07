import { createHmac, timingSafeEqual } from 'node:crypto';
import { type UnsubscribeScope, UnsubscribeScopeSchema } from '@surcos/contracts/notifications';
import { z } from 'zod';

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = 'surcos:notifications:unsubscribe:v1';

const ClaimsSchema = z.object({ u: z.string().min(1), s: UnsubscribeScopeSchema, e: z.number().int() });

export interface UnsubscribeClaims {
  userId: string;
  scope: UnsubscribeScope;
  /** Epoch ms after which the link no longer works. */
  expiresAt: number;
}

const sign = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();

/** `<claims as base64url JSON>.<HMAC-SHA256 as base64url>`: readable, unforgeable without the server's secret. */
export function createUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, s: claims.scope, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The token's claims when its signature is right and it has not expired; null otherwise. */
export function readUnsubscribeToken(secret: string, token: string, now: number): UnsubscribeClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed;
  try {
    parsed = ClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.e < now) return null;
  return { userId: parsed.data.u, scope: parsed.data.s, expiresAt: parsed.data.e };
}
