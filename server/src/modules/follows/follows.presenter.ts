import { type FollowEntry, type FollowPage, remoteAvatarPath } from '@surcos/contracts/remote-follows';
import { type Paged, toPage } from '../../lib/paging.ts';
import { presentUserSummary } from '../users/users.presenter.ts';
import type { UserSummaryRow } from '../users/users.repository.ts';

/** A row of Seguidores / Siguiendo: a member here, or (with an address) an account on another server. */
export type FollowEntryRow = UserSummaryRow & {
  /** `user@host` of a remote account; null for a member here. */
  address: string | null;
  avatar_url: string | null;
  state: string | null;
};

function presentFollowEntry(row: FollowEntryRow): FollowEntry {
  return {
    ...presentUserSummary(row),
    remote:
      row.address === null
        ? null
        : {
            address: `@${row.address}`,
            avatarUrl: row.avatar_url === null ? null : remoteAvatarPath(row.id),
            pending: row.state === 'pending',
          },
  };
}

/** A page of followers or followed people: the users list's summaries, and remote accounts. */
export const presentFollowPage = (page: Paged<FollowEntryRow>): FollowPage =>
  toPage(page, presentFollowEntry);
