import type { AdminUserPage } from '@surcos/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/admin').then((contracts) => contracts.AdminUserPageSchema);

export const adminUsersQueryOptions = (q: string) =>
  pagedQueryOptions(
    scopedKey('admin-users', q),
    pageFetcher<AdminUserPage>('/api/admin/users', loadSchema, { q }),
  );

/** Usuarios: every account, newest first, narrowed by name or exact address. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
