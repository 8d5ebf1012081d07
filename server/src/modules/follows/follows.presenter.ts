import type { UserPage } from '@surcos/contracts/users';
import { type Paged, toPage } from '../../lib/paging.ts';
import { presentUserSummary } from '../users/users.presenter.ts';
import type { UserSummaryRow } from '../users/users.repository.ts';

/** A page of followers or followed people: the same summaries as the users list. */
export const presentFollowPage = (page: Paged<UserSummaryRow>): UserPage => toPage(page, presentUserSummary);
