import type { RestrictedUserPage, RestrictionKind } from '@surcos/contracts/blocks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/blocks').then((contracts) => contracts.RestrictedUserPageSchema);

/** Whom the signed-in user blocked, or muted, newest first. */
export const blockListQueryOptions = (kind: RestrictionKind) =>
  pagedQueryOptions(
    scopedKey('blocks', kind),
    pageFetcher<RestrictedUserPage>(`/api/me/${kind}`, loadSchema),
  );

export function useBlockList(kind: RestrictionKind) {
  return useInfiniteQuery(blockListQueryOptions(kind));
}
