import type { UserPage } from '@surcos/contracts/users';
import { toPage } from '../../lib/paging.ts';
import { presentUserSummary } from '../users/users.presenter.ts';
import type { UserSummaryRow } from '../users/users.repository.ts';

/** A page of followers or followed people: the same summaries as the users list. */
export const presentFollowPage = (rows: readonly UserSummaryRow[], page: number): UserPage =>
  toPage(rows, page, presentUserSummary);
