import { Button } from '../../../components/ui/button.tsx';
import { EmailField, NewPasswordField, TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useSignUp } from '../api/sign-up.ts';

// Loaded when the form is sent: the signed-out pages paint without zod.
const loadSchema = () => import('@surcos/contracts/auth').then((contracts) => contracts.RegisterBodySchema);

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const toast = useToast();
  const { field, formProps, send, showFailure, setFormError } = useForm({
    name: '',
    email: '',
    password: '',
  });

  async function handleSubmit() {
    const isRegistered = await send(loadSchema, signUp.mutateAsync, {
      // Each failure is said once: a taken email under its field, a refusal the server words
      // (too many sign-ups, no connection) as it words it, anything else as the product's message.
      onFailure: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_TAKEN') showFailure(error, { EMAIL_TAKEN: 'email' });
        else setFormError(isApiError(error) && error.status < 500 ? error.message : texts.register.failure);
      },
    });
    if (!isRegistered) return;
    toast.success(texts.register.success);
    onSuccess();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <TextField label={texts.fields.name} autoComplete="name" required {...field('name')} />
      <EmailField {...field('email')} />
      <NewPasswordField {...field('password')} />
      <Button type="submit" isLoading={signUp.isPending} className="self-start">
        {texts.register.submit}
      </Button>
    </Form>
  );
}
