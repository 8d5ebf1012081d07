import type { UserProfile, UserSummary } from '@surcos/contracts/users';
import type { ProfileRow, UserSummaryRow } from './users.repository.ts';

/** Another user as anyone may see them: id, name and counts, never the email. */
export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return { id: row.id, name: row.name, albumCount: Number(row.album_count ?? 0) };
}

/** A profile, with what the viewer (if signed in) is to its owner. */
export function presentProfile(row: ProfileRow, viewer: UserProfile['viewer']): UserProfile {
  return {
    id: row.id,
    name: row.name,
    albumCount: Number(row.album_count),
    publicCollectionCount: Number(row.public_collection_count),
    followerCount: Number(row.follower_count),
    followingCount: Number(row.following_count),
    viewer,
  };
}
