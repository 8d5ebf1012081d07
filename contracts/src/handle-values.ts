import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from './limits.ts';
import { foldForSearch } from './fold-for-search.ts';

/**
 * A member's handle, with no zod: the rule, the names nobody may take, the
 * suggestion made from a name, and the full address. The registration form
 * checks as the person types without loading a schema; handles.ts words the
 * same rule for the API, and the server derives and de-duplicates handles
 * with these very functions (migration 028 included).
 */

const HANDLE_CHARACTERS = /^[a-z0-9_]*$/;

/**
 * Names that are the app's or the server's own words (its pages, its API, federation's
 * well-known addresses) or that would pass for the instance speaking: nobody may take them.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  // Who seems to speak for the instance.
  ...['admin', 'administrator', 'administrador', 'root', 'system', 'sistema', 'moderator', 'moderador'],
  ...['mod', 'staff', 'support', 'soporte', 'help', 'ayuda', 'security', 'abuse', 'postmaster'],
  ...['webmaster', 'hostmaster', 'noreply', 'no_reply', 'info', 'official', 'oficial', 'owner'],
  ...['surcos', 'instance', 'anonymous', 'anonimo', 'everyone', 'todos', 'null', 'undefined'],
  // The app's pages and the server's paths.
  ...['api', 'assets', 'covers', 'docs', 'openapi', 'healthz', 'health', 'metrics', 'static', 'www'],
  ...['login', 'logout', 'register', 'signup', 'signin', 'profile', 'settings', 'me', 'home', 'about'],
  ...['albums', 'album', 'collections', 'collection', 'messages', 'wishlist', 'import', 'export'],
  ...['stats', 'matches', 'notifications', 'feed', 'followers', 'following', 'explore', 'search'],
  ...['scan', 'user', 'users', 'unsubscribe', 'new', 'edit', 'delete', 'mail', 'public'],
  // Federation's addresses (WebFinger, NodeInfo, ActivityPub actors and collections).
  ...['well_known', 'wellknown', 'webfinger', 'nodeinfo', 'host_meta', 'activitypub', 'actor', 'actors'],
  ...['inbox', 'outbox', 'shared_inbox', 'relay', 'federation', 'status', 'statuses', 'tags', 'notes'],
]);

/** What is wrong with a handle as typed (after `normalizeHandle`), or null when it may be asked for. */
export type HandleProblem = 'tooShort' | 'tooLong' | 'characters' | 'reserved';

/** A handle as typed, the way it is kept: no spaces around, no leading '@', lower case. */
export function normalizeHandle(value: string): string {
  return value.trim().replace(/^@/, '').toLowerCase();
}

/** The rule: 3–30 lowercase letters, digits and `_`, and not one of RESERVED_HANDLES. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < HANDLE_MIN_LENGTH) return 'tooShort';
  if (handle.length > HANDLE_MAX_LENGTH) return 'tooLong';
  if (!HANDLE_CHARACTERS.test(handle)) return 'characters';
  if (RESERVED_HANDLES.has(handle)) return 'reserved';
  return null;
}

/** Letters NFD leaves whole: written with the ASCII letters they are read as. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
};

/** When nothing of a name can be written in a handle ('李雷', '★'). */
const NAMELESS_HANDLE = 'miembro';

/**
 * The handle a name suggests: accents off ('Íñigo Muñoz' → 'inigo_munoz'), spaces and
 * the usual separators as `_`, anything else left out, at most 30 characters, and a
 * short one padded with `_` to 3. It may be reserved or taken: `handleCandidate` numbers it.
 */
export function handleFromName(name: string): string {
  const written = foldForSearch(name)
    .replace(/[^\p{ASCII}]/gu, (letter) => LETTERS[letter] ?? letter)
    .replace(/[\s\-_.·,;:/\\|&+]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  const base = written === '' ? NAMELESS_HANDLE : written;
  return base.slice(0, HANDLE_MAX_LENGTH).replace(/_+$/, '').padEnd(HANDLE_MIN_LENGTH, '_');
}

/**
 * The `n`th handle tried for a suggestion: the suggestion itself first, then `_2`, `_3`…
 * on it, shortened so the whole stays within 30 characters.
 */
export function handleCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `_${n}`;
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length).replace(/_+$/, '')}${suffix}`;
}

/** The first of the suggestion's candidates that is free: neither reserved nor `isTaken`. */
export function firstFreeHandle(base: string, isTaken: (handle: string) => boolean, from = 1): string {
  for (let n = from; ; n += 1) {
    const candidate = handleCandidate(base, n);
    if (!RESERVED_HANDLES.has(candidate) && !isTaken(candidate)) return candidate;
  }
}

/** The full address, as Mastodon and other servers write it: `@handle@host`. */
export const handleAddress = (handle: string, host: string): string => `@${handle}@${host}`;
