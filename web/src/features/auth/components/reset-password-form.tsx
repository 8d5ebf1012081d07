import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password.ts';

// Loaded when the form is sent: the signed-out pages paint without zod.
const loadSchema = () =>
  import('@surcos/contracts/auth').then((contracts) => contracts.ResetPasswordBodySchema);

/** A new password for the account a reset link belongs to; a dead link says so instead. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const tokenCheck = useResetTokenCheck(token);
  const resetPassword = useResetPassword();
  const toast = useToast();
  const { field, formProps, send, setFormError, values } = useForm({ newPassword: '' });
  const isDeadLink =
    token === '' ||
    (isApiError(tokenCheck.error) && tokenCheck.error.code === 'INVALID_TOKEN') ||
    (isApiError(resetPassword.error) && resetPassword.error.code === 'INVALID_TOKEN');

  async function handleSubmit() {
    const isReset = await send(loadSchema, resetPassword.mutateAsync, {
      input: { token, newPassword: values.newPassword },
      // A dead link shows its own page (isDeadLink) instead of a message on the form.
      onFailure: (error) => {
        if (!(isApiError(error) && error.code === 'INVALID_TOKEN')) setFormError(errorMessage(error));
      },
    });
    if (!isReset) return;
    toast.success(texts.resetPassword.success);
    onSuccess();
  }

  if (isDeadLink) return <DeadLink />;
  if (tokenCheck.isPending) return <LoadingState label={texts.resetPassword.checking} />;

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <NewPasswordField label={texts.fields.newPassword} {...field('newPassword')} />
      <Button type="submit" isLoading={resetPassword.isPending} className="self-start">
        {texts.resetPassword.submit}
      </Button>
    </Form>
  );
}

function DeadLink() {
  return (
    <div role="alert">
      <h2 className="text-xl font-bold">{texts.resetPassword.invalidTitle}</h2>
      <p className="mt-2">{texts.resetPassword.invalidText}</p>
      <p className="mt-4">
        <TextLink to="/forgot-password">{texts.resetPassword.requestNew}</TextLink>
      </p>
    </div>
  );
}
