import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

// Loaded when the form is sent: the signed-out pages paint without zod.
const loadSchema = () =>
  import('@surcos/contracts/auth').then((contracts) => contracts.ForgotPasswordBodySchema);

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [isSent, setIsSent] = useState(false);
  const { field, formProps, send } = useForm({ email: '' });

  async function handleSubmit() {
    if (await send(loadSchema, requestReset.mutateAsync)) setIsSent(true);
  }

  if (isSent) {
    return (
      <div role="status">
        <h2 className="text-xl font-bold">{texts.forgotPassword.sentTitle}</h2>
        <p className="mt-2">{texts.forgotPassword.sent}</p>
        <p className="mt-2 text-fg-muted">{texts.forgotPassword.sentHint}</p>
      </div>
    );
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <p className="text-fg-muted">{texts.forgotPassword.intro}</p>
      <EmailField {...field('email')} />
      <Button type="submit" isLoading={requestReset.isPending} className="self-start">
        {texts.forgotPassword.submit}
      </Button>
    </Form>
  );
}
