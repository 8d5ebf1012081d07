import { PagedUserList } from '../../../components/ui/paged-user-list.tsx';
import { texts } from '@surcos/contracts/texts';
import { useFollowList, type FollowDirection } from '../api/get-follow-list.ts';

const EMPTY: Record<FollowDirection, string> = {
  followers: texts.social.followersEmpty,
  following: texts.social.followingEmpty,
};

/** The signed-in user's followers or followed users; more load as one scrolls. */
export function FollowList({ direction, label }: { direction: FollowDirection; label: string }) {
  return <PagedUserList query={useFollowList(direction)} label={label} emptyMessage={EMPTY[direction]} />;
}
