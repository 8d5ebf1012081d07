import { ResetPasswordBodySchema } from '@surcos/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password.ts';

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

/** A new password for the account a reset link belongs to; a dead link says so instead. */
export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const tokenCheck = useResetTokenCheck(token);
  const resetPassword = useResetPassword();
  const toast = useToast();
  const { check, field, formProps, setFormError, values } = useForm({ newPassword: '' });
  const isDeadLink =
    token === '' ||
    (isApiError(tokenCheck.error) && tokenCheck.error.code === 'INVALID_TOKEN') ||
    (isApiError(resetPassword.error) && resetPassword.error.code === 'INVALID_TOKEN');

  async function handleSubmit() {
    const body = check(ResetPasswordBodySchema, { token, newPassword: values.newPassword });
    if (!body) return;
    try {
      await resetPassword.mutateAsync(body);
    } catch (error) {
      if (!(isApiError(error) && error.code === 'INVALID_TOKEN')) setFormError(errorMessage(error));
      return;
    }
    toast.success(texts.resetPassword.success);
    onSuccess();
  }

  if (isDeadLink) return <DeadLink />;
  if (tokenCheck.isPending) return <LoadingState label={texts.resetPassword.checking} />;

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <PasswordField
        label={texts.fields.newPassword}
        autoComplete="new-password"
        required
        hint={texts.fields.passwordHint}
        {...field('newPassword')}
      />
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
