import type { AdminUser } from '@surcos/contracts/admin';
import { SuspendBodySchema } from '@surcos/contracts/admin';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useModerateUser } from '../api/moderate-user.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

const SEARCH_DELAY_MS = 300;

/** Usuarios: search, suspend with a reason, unsuspend, delete. */
export function AdminUsers() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(q);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <TextField
        type="search"
        label={texts.admin.searchUsers}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-md"
      />
      <PagedList
        query={users}
        itemCount={items.length}
        emptyMessage={texts.admin.noUsers}
        loading={<LoadingState />}
        isAutomatic={false}
      >
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {items.map((user) => (
            <AdminUserRow key={user.id} user={user} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

type Confirming = 'suspend' | 'delete' | null;

function AdminUserRow({ user }: { user: AdminUser }) {
  const toast = useToast();
  const moderate = useModerateUser();
  const [confirming, setConfirming] = useState<Confirming>(null);

  function closeDialog() {
    flushSync(() => setConfirming(null));
  }

  async function handleUnsuspend() {
    try {
      await moderate.mutateAsync({ action: 'unsuspend', id: user.id });
      toast.success(texts.admin.userUnsuspended(user.name));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function handleDelete() {
    try {
      await moderate.mutateAsync({ action: 'delete', id: user.id });
      closeDialog();
      toast.success(texts.admin.userDeleted(user.name));
    } catch (error) {
      closeDialog();
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <TextLink to={`/user/${encodeURIComponent(user.id)}`} className="font-bold break-words">
          {user.name}
        </TextLink>
        <p className="text-sm text-fg-muted">
          {user.isAdmin ? <span className="font-bold text-mint">{texts.admin.roleAdmin}</span> : null}
          {user.suspendedAt ? (
            <span className="font-bold text-danger">
              {texts.admin.suspendedSince(formatDateTime(user.suspendedAt))}
              {user.suspensionReason ? `: ${user.suspensionReason}` : ''}
            </span>
          ) : null}
        </p>
      </div>
      {user.isAdmin ? null : (
        <div className="flex flex-wrap gap-2">
          {user.suspendedAt ? (
            <Button variant="secondary" isLoading={moderate.isPending} onClick={() => void handleUnsuspend()}>
              {texts.admin.unsuspend}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming('suspend')}>
              {texts.admin.suspend}
            </Button>
          )}
          <Button variant="danger" onClick={() => setConfirming('delete')}>
            {texts.admin.deleteUser}
          </Button>
        </div>
      )}
      <Dialog
        open={confirming === 'suspend'}
        onClose={() => setConfirming(null)}
        title={texts.admin.suspendTitle(user.name)}
      >
        <SuspendForm
          userName={user.name}
          onDone={closeDialog}
          suspend={(reason) => moderate.mutateAsync({ action: 'suspend', id: user.id, reason })}
        />
      </Dialog>
      <Dialog
        open={confirming === 'delete'}
        onClose={() => setConfirming(null)}
        title={texts.admin.deleteTitle(user.name)}
        description={texts.admin.deleteText}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" disabled={moderate.isPending} onClick={() => setConfirming(null)}>
            {texts.admin.cancel}
          </Button>
          <Button variant="danger" isLoading={moderate.isPending} onClick={() => void handleDelete()}>
            {texts.admin.confirmDelete}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** The reason a suspension needs; the person reads it when they try to sign in. */
export function SuspendForm({
  userName,
  onDone,
  suspend,
}: {
  userName: string;
  onDone: () => void;
  /** The admin area's own action, or a report resolved by suspending. */
  suspend: (reason: string) => Promise<unknown>;
}) {
  const toast = useToast();
  const [isSending, setIsSending] = useState(false);
  const { field, formProps, send } = useForm({ reason: '' });

  async function handleSubmit() {
    setIsSending(true);
    const isDone = await send(SuspendBodySchema, ({ reason }) => suspend(reason));
    setIsSending(false);
    if (!isDone) return;
    onDone();
    toast.success(texts.admin.userSuspended(userName));
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-4">
      <TextAreaField label={texts.admin.suspensionReason} required {...field('reason')} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSending} onClick={onDone}>
          {texts.admin.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={isSending}>
          {texts.admin.confirmSuspend}
        </Button>
      </div>
    </Form>
  );
}
