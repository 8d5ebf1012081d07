import { codeKey } from './barcode-reads.ts';

/**
 * 'Modo tienda': the codes scanned in a shop, newest first, kept on this
 * device for the member who scanned them, so a reload (or a phone that
 * dropped the page) loses nothing. Each verdict is asked again when shown.
 */
export interface StoreEntry {
  code: string;
  /** When it was last scanned (ms since the epoch). */
  scannedAt: number;
}

/** Enough for an afternoon in a shop; the oldest fall off. */
export const STORE_SESSION_MAX = 100;
const KEY_PREFIX = 'surcos-store-session:';

/** The code on top of the list; scanned again, it moves there instead of being listed twice. */
export function withScan(entries: readonly StoreEntry[], code: string, now: number): StoreEntry[] {
  const key = codeKey(code);
  const others = entries.filter((entry) => codeKey(entry.code) !== key);
  return [{ code, scannedAt: now }, ...others].slice(0, STORE_SESSION_MAX);
}

function isEntry(value: unknown): value is StoreEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { code, scannedAt } = value as Partial<StoreEntry>;
  return typeof code === 'string' && /^\d{1,20}$/.test(code) && typeof scannedAt === 'number';
}

/** The member's list on this device; anything unreadable (another version, a full disk) is an empty one. */
export function readStoreSession(userId: string): StoreEntry[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY_PREFIX + userId) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, STORE_SESSION_MAX) : [];
  } catch {
    return [];
  }
}

export function writeStoreSession(userId: string, entries: readonly StoreEntry[]): void {
  try {
    if (entries.length === 0) globalThis.localStorage?.removeItem(KEY_PREFIX + userId);
    else globalThis.localStorage?.setItem(KEY_PREFIX + userId, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the list still works until the page closes.
  }
}
