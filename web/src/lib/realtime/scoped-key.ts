import type { QueryScope } from '@surcos/contracts/realtime';

/**
 * A query key starts with its scope from contracts/src/realtime.ts, so the
 * fact table alone says which cached answers a fact makes stale:
 * `['album', id]` is what `album.changed` for that id reaches. Its own module,
 * apart from the fact table, so the first page's queries do not load the table.
 */
export type ScopedKey<Scope extends QueryScope = QueryScope> = readonly [Scope, ...unknown[]];

export const scopedKey = <const Key extends ScopedKey>(...key: Key): Key => key;
