import type { UserPage } from '@surcos/contracts/users';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/users').then((contracts) => contracts.UserPageSchema);

/** Everyone, filtered by name (accents and case do not matter); never emails. */
export const usersQueryOptions = (q: string) =>
  pagedQueryOptions(scopedKey('users', q), pageFetcher<UserPage>('/api/users', loadSchema, { q }));

export function useUsers(q: string) {
  return useInfiniteQuery(usersQueryOptions(q));
}
