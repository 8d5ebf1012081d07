import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
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
  const toast = useToast();
  const once = useSingleFlight();
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function handleToggle() {
    const follows = !isFollowing;
    try {
      await setFollowing.mutateAsync({ id: userId, follows });
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      // Disabled while busy, the button lost focus: give it back.
      if (document.activeElement === document.body || document.activeElement === null) {
        buttonRef.current?.focus();
      }
    }
    toast.success(follows ? texts.social.followed(userName) : texts.social.unfollowed(userName));
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
