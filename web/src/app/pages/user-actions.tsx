import type { UserProfile } from '@surcos/contracts/users';
import { texts } from '@surcos/contracts/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { MenuButton } from '../../components/ui/menu-button.tsx';
import { BlockDialog } from '../../features/blocks/components/block-dialog.tsx';
import { useMuteToggle } from '../../features/blocks/components/use-mute-toggle.ts';
import { FollowButton } from '../../features/follows/components/follow-button.tsx';
import { SendMessageButton } from '../../features/messages/components/send-message-button.tsx';
import { ReportDialog } from '../../features/reports/components/report-button.tsx';
import { setViewerFollows } from '../../features/users/api/get-user-profile.ts';

interface UserActionsProps {
  userId: string;
  userName: string;
  viewer: NonNullable<UserProfile['viewer']>;
}

/**
 * What a signed-in viewer can do on someone else's profile (SPEC.md §6: never on one's own):
 * 'Seguir' first and in full, the rarer and harsher actions behind '⋯'.
 */
export function UserActions({ userId, userName, viewer }: UserActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const moreRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const mute = useMuteToggle(userId, userName, viewer.mutes);

  function closeDialog() {
    // Closed at once, so focus can go back to '⋯' right after.
    flushSync(() => setDialog(null));
    moreRef.current?.focus();
  }

  return (
    <div className="flex flex-wrap items-start gap-2">
      <FollowButton
        userId={userId}
        userName={userName}
        isFollowing={viewer.follows}
        onFollowed={(followedId, follows) => setViewerFollows(queryClient, followedId, follows)}
      />
      <SendMessageButton userId={userId} />
      <MenuButton
        ref={moreRef}
        label={texts.users.moreActions}
        items={[
          { label: mute.label, onSelect: mute.toggle },
          { label: texts.reports.open, onSelect: () => setDialog('report') },
          { label: texts.blocks.block, onSelect: () => setDialog('block'), isDanger: true },
        ]}
      />
      <ReportDialog targetKind="user" targetId={userId} open={dialog === 'report'} onClose={closeDialog} />
      <BlockDialog
        userId={userId}
        userName={userName}
        open={dialog === 'block'}
        onClose={closeDialog}
        onBlocked={() => void navigate('/settings/blocks')}
      />
    </div>
  );
}
