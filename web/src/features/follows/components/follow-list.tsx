import { PagedUserList } from '../../../components/ui/paged-user-list.tsx';
import { texts } from '@surcos/contracts/texts';
import { RemoteBlockButton } from './remote-block-button.tsx';
import { useFollowList, type FollowDirection } from '../api/get-follow-list.ts';

const EMPTY: Record<FollowDirection, string> = {
  followers: texts.social.followersEmpty,
  following: texts.social.followingEmpty,
};

/** The signed-in user's followers or followed users; more load as one scrolls. */
export function FollowList({ direction, label }: { direction: FollowDirection; label: string }) {
  return (
    <PagedUserList
      query={useFollowList(direction)}
      label={label}
      emptyMessage={EMPTY[direction]}
      // Blocking ends the follow both ways: the entry leaves the list.
      remoteAction={(actorUrl, remote) => (
        <RemoteBlockButton actorUrl={actorUrl} address={remote.address} isBlocked={false} />
      )}
    />
  );
}
