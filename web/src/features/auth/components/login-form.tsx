import { LoginBodySchema } from '@surcos/contracts/auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/validation.ts';
import { es } from '../../../i18n/es.ts';
import { useSignIn } from '../api/sign-in.ts';

type Field = 'email' | 'password';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const signIn = useSignIn();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(LoginBodySchema, values);
    if (!result.success) {
      flushSync(() => setErrors(result.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await signIn.mutateAsync(result.data);
    } catch (error) {
      // Wrong credentials get the product's own message; anything else (too many
      // attempts, no connection) gets the server's specific one.
      const message =
        isApiError(error) && error.code === 'INVALID_CREDENTIALS' ? es.login.failure : errorMessage(error);
      setFormError(message);
      toast.error(message);
      return;
    }
    toast.success(es.login.success);
    onSuccess();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-5"
    >
      <FormAlert message={formError} />
      <TextField
        label={es.fields.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={handleChange('email')}
        error={errors.email}
      />
      <TextField
        label={es.fields.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={handleChange('password')}
        error={errors.password}
      />
      <Button type="submit" isLoading={signIn.isPending} className="self-start">
        {es.login.submit}
      </Button>
    </form>
  );
}
