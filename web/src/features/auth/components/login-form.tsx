import { Button } from '../../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useSignIn } from '../api/sign-in.ts';

// Loaded when the form is sent: the signed-out pages paint without zod.
const loadSchema = () => import('@surcos/contracts/auth').then((contracts) => contracts.LoginBodySchema);

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const signIn = useSignIn();
  const toast = useToast();
  const { field, formProps, send, setFormError } = useForm({
    email: '',
    password: '',
  });

  async function handleSubmit() {
    const isSignedIn = await send(loadSchema, signIn.mutateAsync, {
      onFailure: (error) => {
        // Wrong credentials get the product's own message; anything else (too many
        // attempts, no connection) gets the server's specific one.
        const message =
          isApiError(error) && error.code === 'INVALID_CREDENTIALS'
            ? texts.login.failure
            : errorMessage(error);
        // Once, beside the form: not also as a toast.
        setFormError(message);
      },
    });
    if (!isSignedIn) return;
    toast.success(texts.login.success);
    onSuccess();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <EmailField {...field('email')} />
      <PasswordField autoComplete="current-password" required {...field('password')} />
      <Button type="submit" isLoading={signIn.isPending} className="self-start">
        {texts.login.submit}
      </Button>
    </Form>
  );
}
