import { DeleteAccountBodySchema } from '@surcos/contracts/auth';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/validation.ts';
import { es } from '../../../i18n/es.ts';
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <section aria-labelledby={headingId} className="mt-12 max-w-xl rounded-xl border border-danger p-5">
      <h2 id={headingId} className="text-xl font-bold">
        {es.deleteAccount.section}
      </h2>
      <p className="mt-2 text-fg-muted">{es.deleteAccount.sectionText}</p>
      <Button variant="danger" className="mt-4" onClick={() => setIsOpen(true)}>
        {es.deleteAccount.open}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={es.deleteAccount.dialogTitle}
        description={es.deleteAccount.dialogText}
      >
        <DeleteAccountForm onCancel={() => setIsOpen(false)} onDeleted={onDeleted} />
      </Dialog>
    </section>
  );
}

function DeleteAccountForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const deleteUser = useDeleteUser();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(DeleteAccountBodySchema, { password });
    if (!result.success) {
      flushSync(() => setErrors(result.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await deleteUser.mutateAsync(result.data);
    } catch (error) {
      toast.error(es.deleteAccount.failure);
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        flushSync(() => setErrors({ password: error.message }));
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(errorMessage(error));
      }
      return;
    }
    toast.success(es.deleteAccount.success);
    onDeleted();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4"
    >
      <FormAlert message={formError} />
      <TextField
        label={es.fields.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        hint={es.deleteAccount.passwordHint}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors({});
        }}
        error={errors.password}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {es.deleteAccount.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={deleteUser.isPending}>
          {es.deleteAccount.confirm}
        </Button>
      </div>
    </form>
  );
}
