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

/** 'Seguir' / 'Dejar de seguir' for a member of this server. */
export function FollowButton({ userId, userName, isFollowing, onFollowed }: FollowButtonProps) {
  const setFollowing = useSetFollowing(onFollowed);
  return (
    <FollowToggle
      name={userName}
      isFollowing={isFollowing}
      isPending={setFollowing.isPending}
      setFollowing={(follows) => setFollowing.mutateAsync({ id: userId, follows })}
    />
  );
}

interface FollowToggleProps {
  /** Whom the button follows, as the confirmation names them. */
  name: string;
  isFollowing: boolean;
  isPending: boolean;
  /** Follows (true) or stops following (false). */
  setFollowing: (follows: boolean) => Promise<unknown>;
}

/**
 * 'Seguir' / 'Dejar de seguir', for a member here or an account on another server: one button
 * element for both, so focus stays on it when it flips, and the change confirmed in a toast.
 */
export function FollowToggle({ name, isFollowing, isPending, setFollowing }: FollowToggleProps) {
  const once = useSingleFlight();
  const { buttonRef, send } = useToastedRequest();

  function handleToggle() {
    const follows = !isFollowing;
    return send(
      () => setFollowing(follows),
      follows ? texts.social.followed(name) : texts.social.unfollowed(name),
    );
  }

  return (
    <Button
      ref={buttonRef}
      variant={isFollowing ? 'secondary' : 'primary'}
      isLoading={isPending}
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
