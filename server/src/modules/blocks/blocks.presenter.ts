import type { RestrictedUserPage } from '@surcos/contracts/blocks';
import { type Paged, toPage } from '../../lib/paging.ts';
import { isoTime } from '../albums/albums.presenter.ts';
import type { RestrictedUserRow } from './blocks.repository.ts';

/** A page of people the user blocked or muted: name and since when, nothing more. */
export const presentRestrictedPage = (page: Paged<RestrictedUserRow>): RestrictedUserPage =>
  toPage(page, (row) => ({ id: row.id, name: row.name, since: isoTime(row.created_at) }));
