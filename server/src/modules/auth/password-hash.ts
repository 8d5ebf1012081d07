import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../../config.ts';

/**
 * scrypt at a sixteenth of better-auth's cost (N 1024 against 16384, and half its block size): for
 * test servers, which sign up and sign in thousands of accounts and spent a tenth of their CPU
 * hashing. No variable chooses it; only a test's code can (`Config.passwordHashing`).
 */
const LIGHT = { N: 1024, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
/** A light hash names itself; better-auth's own are `salt:key`, and stay valid whatever is chosen. */
const LIGHT_PREFIX = 'scrypt-light$';

const deriveKey = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: typeof LIGHT,
) => Promise<Buffer>;

async function hashLight(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await deriveKey(password.normalize('NFKC'), salt, KEY_BYTES, LIGHT);
  return `${LIGHT_PREFIX}${salt}:${key.toString('hex')}`;
}

async function verifyLight(hash: string, password: string): Promise<boolean> {
  const [salt, key] = hash.slice(LIGHT_PREFIX.length).split(':');
  if (!salt || !key) return false;
  const derived = await deriveKey(password.normalize('NFKC'), salt, KEY_BYTES, LIGHT);
  const expected = Buffer.from(key, 'hex');
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}

/** better-auth's password hashing, as the config chooses; both kinds of hash are verified. */
export function passwordHashing(kind: Config['passwordHashing']) {
  return {
    hash: kind === 'light' ? hashLight : hashPassword,
    verify: ({ hash, password }: { hash: string; password: string }) =>
      hash.startsWith(LIGHT_PREFIX) ? verifyLight(hash, password) : verifyPassword({ hash, password }),
  };
}
