import { Button } from '../../../components/ui/button.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { texts } from '@surcos/contracts/texts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useSetFollowing } from '../api/follow-user.ts';

interface FollowButtonProps {
  userId: string;
  userName: string;
  isFollowing: boolean;
  /** Shows the change at once where the page shows it, before the refetch confirms it. */
  onFollowed?: (userId: string, follows: boolean) => void;
}

/** 'Seguir' / 'Dejar de seguir'; one button element for both, so focus stays on it when it flips. */
export function FollowButton({ userId, userName, isFollowing, onFollowed }: FollowButtonProps) {
  const setFollowing = useSetFollowing(onFollowed);
  const once = useSingleFlight();
  const { buttonRef, send } = useToastedRequest();

  function handleToggle() {
    const follows = !isFollowing;
    return send(
      () => setFollowing.mutateAsync({ id: userId, follows }),
      follows ? texts.social.followed(userName) : texts.social.unfollowed(userName),
    );
  }

  return (
    <Button
      ref={buttonRef}
      variant={isFollowing ? 'secondary' : 'primary'}
      isLoading={setFollowing.isPending}
      onClick={(event) => {
        // The second click of a double click would undo (or repeat) the first one.
        if (event.detail > 1) return;
        void once(handleToggle);
      }}
    >
      {isFollowing ? texts.social.unfollow : texts.social.follow}
    </Button>
  );
}
