import { PagedUserList } from '../../../components/ui/paged-user-list.tsx';
import { es } from '../../../i18n/es.ts';
import { useFollowList, type FollowDirection } from '../api/get-follow-list.ts';

const EMPTY: Record<FollowDirection, string> = {
  followers: es.social.followersEmpty,
  following: es.social.followingEmpty,
};

/** The signed-in user's followers or followed users; more load as one scrolls. */
export function FollowList({ direction, label }: { direction: FollowDirection; label: string }) {
  return <PagedUserList query={useFollowList(direction)} label={label} emptyMessage={EMPTY[direction]} />;
}
