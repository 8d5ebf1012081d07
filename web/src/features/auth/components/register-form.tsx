import { RegisterBodySchema } from '@surcos/contracts/auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/validation.ts';
import { es } from '../../../i18n/es.ts';
import { useSignUp } from '../api/sign-up.ts';

type Field = 'name' | 'email' | 'password';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(RegisterBodySchema, values);
    if (!result.success) {
      flushSync(() => setErrors(result.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await signUp.mutateAsync(result.data);
    } catch (error) {
      toast.error(es.register.failure);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        flushSync(() => setErrors({ email: error.message }));
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(errorMessage(error));
      }
      return;
    }
    toast.success(es.register.success);
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
        label={es.fields.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={handleChange('name')}
        error={errors.name}
      />
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
        autoComplete="new-password"
        required
        hint={es.fields.passwordHint}
        value={values.password}
        onChange={handleChange('password')}
        error={errors.password}
      />
      <Button type="submit" isLoading={signUp.isPending} className="self-start">
        {es.register.submit}
      </Button>
    </form>
  );
}
