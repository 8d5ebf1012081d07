import type { Me } from '@surcos/contracts/auth';
import { useState } from 'react';
import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useChangeHandle } from '../api/change-handle.ts';
import { HandleField, useHandleCheck } from './handle-field.tsx';

// Loaded when the dialog's form is sent, as the other forms of the page.
const loadSchema = () => import('@surcos/contracts/handles').then((contracts) => contracts.HandleBodySchema);

/**
 * 'Cambiar nombre de usuario' while the member still may: a dialog that says first that it
 * can be done only once; afterwards, a line saying it was done.
 */
export function ChangeHandleSection({ user }: { user: Me }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!user.handleChangeable) return <p className="text-sm text-fg-muted">{texts.handles.change.done}</p>;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {texts.handles.change.open}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={texts.handles.change.title}
        description={texts.handles.change.text}
      >
        <ChangeHandleForm user={user} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function ChangeHandleForm({ user, onDone }: { user: Me; onDone: () => void }) {
  const changeHandle = useChangeHandle(user.id);
  const toast = useToast();
  const { field, formProps, send, setValues, setErrors, showFailure, values } = useForm({ handle: '' });
  const check = useHandleCheck(values.handle, user.handle);

  async function handleSubmit() {
    let address = '';
    const isChanged = await send(
      loadSchema,
      async (body) => {
        address = (await changeHandle.mutateAsync(body)).address;
      },
      // A taken handle at its field; anything else (a change made meanwhile on another device) for the form.
      { onFailure: (error) => showFailure(error, { HANDLE_TAKEN: 'handle' }) },
    );
    if (!isChanged) return;
    toast.success(texts.handles.change.success(address));
    onDone();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-4">
      <HandleField
        label={texts.handles.change.field}
        check={check}
        onUseSuggestion={(suggestion) => {
          setValues({ handle: suggestion });
          setErrors({});
        }}
        {...field('handle')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {texts.handles.change.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={changeHandle.isPending}>
          {texts.handles.change.confirm}
        </Button>
      </div>
    </Form>
  );
}
