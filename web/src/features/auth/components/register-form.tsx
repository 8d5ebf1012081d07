import { RegisterBodySchema } from '@surcos/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useSignUp } from '../api/sign-up.ts';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const toast = useToast();
  const { check, field, formProps, setFormError, showErrors } = useForm({
    name: '',
    email: '',
    password: '',
  });

  async function handleSubmit() {
    const body = check(RegisterBodySchema);
    if (!body) return;
    try {
      await signUp.mutateAsync(body);
    } catch (error) {
      toast.error(texts.register.failure);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        showErrors({ email: error.message });
      } else {
        setFormError(errorMessage(error));
      }
      return;
    }
    toast.success(texts.register.success);
    onSuccess();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-5">
      <TextField label={texts.fields.name} autoComplete="name" required {...field('name')} />
      <EmailField {...field('email')} />
      <PasswordField
        autoComplete="new-password"
        required
        hint={texts.fields.passwordHint}
        {...field('password')}
      />
      <Button type="submit" isLoading={signUp.isPending} className="self-start">
        {texts.register.submit}
      </Button>
    </Form>
  );
}
