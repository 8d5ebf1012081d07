import { AsyncLocalStorage } from 'node:async_hooks';
import type { MusicCaller } from './music-database.ts';

const storage = new AsyncLocalStorage<() => MusicCaller>();

/**
 * Runs `next` with `caller` as the default caller of music-database requests
 * made inside it. The caller is read when a request is made, so a session
 * found after this point still counts.
 */
export function runWithMusicCaller(caller: () => MusicCaller, next: () => void): void {
  storage.run(caller, next);
}

/** The caller of the HTTP request being served, if any. */
export function contextMusicCaller(): MusicCaller | undefined {
  return storage.getStore()?.();
}
