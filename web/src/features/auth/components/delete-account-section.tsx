import { DeleteAccountBodySchema } from '@surcos/contracts/auth';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <section aria-labelledby={headingId} className="mt-12 max-w-xl rounded-xl border border-danger p-5">
      <h2 id={headingId} className="text-xl font-bold">
        {texts.deleteAccount.section}
      </h2>
      <p className="mt-2 text-fg-muted">{texts.deleteAccount.sectionText}</p>
      <Button variant="danger" className="mt-4" onClick={() => setIsOpen(true)}>
        {texts.deleteAccount.open}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={texts.deleteAccount.dialogTitle}
        description={texts.deleteAccount.dialogText}
      >
        <DeleteAccountForm onCancel={() => setIsOpen(false)} onDeleted={onDeleted} />
      </Dialog>
    </section>
  );
}

function DeleteAccountForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const deleteUser = useDeleteUser();
  const toast = useToast();
  const { field, formProps, send, setFormError, showFailure } = useForm({
    password: '',
  });

  async function handleSubmit() {
    const isDeleted = await send(DeleteAccountBodySchema, deleteUser.mutateAsync, {
      // Said once, in the dialog: a wrong password at its field, anything else for the whole form.
      onFailure: (error) => {
        if (isApiError(error) && error.code === 'INVALID_PASSWORD')
          showFailure(error, { INVALID_PASSWORD: 'password' });
        else
          setFormError(isApiError(error) && error.status < 500 ? error.message : texts.deleteAccount.failure);
      },
    });
    if (!isDeleted) return;
    toast.success(texts.deleteAccount.success);
    onDeleted();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-4">
      <PasswordField
        autoComplete="current-password"
        required
        hint={texts.deleteAccount.passwordHint}
        {...field('password')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {texts.deleteAccount.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={deleteUser.isPending}>
          {texts.deleteAccount.confirm}
        </Button>
      </div>
    </Form>
  );
}
