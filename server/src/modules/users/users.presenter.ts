import { handleAddress } from '@surcos/contracts/handle-values';
import type { UserProfile, UserSummary } from '@surcos/contracts/users';
import type { ProfileRow, UserSummaryRow } from './users.repository.ts';

/** Another user as anyone may see them: id, name and counts, never the email. */
export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return { id: row.id, name: row.name, albumCount: Number(row.album_count ?? 0) };
}

/** A profile, with what the viewer (if signed in) is to its owner, and its address on `host`. */
export function presentProfile(row: ProfileRow, viewer: UserProfile['viewer'], host: string): UserProfile {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    address: handleAddress(row.handle, host),
    albumCount: Number(row.album_count),
    publicCollectionCount: Number(row.public_collection_count),
    followerCount: Number(row.follower_count),
    followingCount: Number(row.following_count),
    viewer,
  };
}
