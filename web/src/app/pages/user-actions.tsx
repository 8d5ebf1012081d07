import type { UserProfile } from '@surcos/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BlockButton } from '../../features/blocks/components/block-button.tsx';
import { MuteButton } from '../../features/blocks/components/mute-button.tsx';
import { FollowButton } from '../../features/follows/components/follow-button.tsx';
import { SendMessageButton } from '../../features/messages/components/send-message-button.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';
import { setViewerFollows } from '../../features/users/api/get-user-profile.ts';

interface UserActionsProps {
  userId: string;
  userName: string;
  viewer: NonNullable<UserProfile['viewer']>;
}

/** What a signed-in viewer can do on someone else's profile (SPEC.md §6: never on one's own). */
export function UserActions({ userId, userName, viewer }: UserActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap gap-2">
      <FollowButton
        userId={userId}
        userName={userName}
        isFollowing={viewer.follows}
        onFollowed={(followedId, follows) => setViewerFollows(queryClient, followedId, follows)}
      />
      <SendMessageButton userId={userId} />
      <MuteButton userId={userId} userName={userName} isMuted={viewer.mutes} />
      <BlockButton userId={userId} userName={userName} onBlocked={() => void navigate('/settings/blocks')} />
      <ReportButton targetKind="user" targetId={userId} />
    </div>
  );
}
