import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { useMarkAllNotificationsRead } from '../api/mark-read.ts';

/** 'Marcar todo como leído'. */
export function MarkAllReadButton() {
  const markAll = useMarkAllNotificationsRead();
  const { buttonRef, send } = useToastedRequest();
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      isLoading={markAll.isPending}
      onClick={() => void send(() => markAll.mutateAsync(), texts.notifications.allRead)}
    >
      {texts.notifications.markAllRead}
    </Button>
  );
}
