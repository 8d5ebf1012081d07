import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, NewPasswordField, TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { texts } from '@surcos/contracts/texts';
import { useSignUp } from '../api/sign-up.ts';
import { HandleField, useHandleCheck, useSuggestedHandle } from './handle-field.tsx';

// Loaded when the form is sent: the signed-out pages paint without zod.
const loadSchema = () => import('@surcos/contracts/auth').then((contracts) => contracts.RegisterBodySchema);

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const toast = useToast();
  const { field, formProps, send, setValues, setErrors, showFailure, setFormError, values } = useForm({
    name: '',
    handle: '',
    email: '',
    password: '',
  });
  // Until the person types a handle of their own, the field follows the name.
  const [isHandleTyped, setIsHandleTyped] = useState(false);
  const suggested = useSuggestedHandle(values.name, !isHandleTyped);
  const handle = isHandleTyped ? values.handle : suggested;
  const handleCheck = useHandleCheck(handle);
  const handleField = field('handle');

  const chooseHandle = (chosen: string) => {
    setIsHandleTyped(true);
    setValues((current) => ({ ...current, handle: chosen }));
    setErrors((current) => ({ ...current, handle: undefined }));
  };

  async function handleSubmit() {
    // A suggestion not yet confirmed free is left out: the server makes the same from the name, numbered if taken.
    const isSuggestionUnconfirmed = !isHandleTyped && handleCheck.state !== 'available';
    const { handle: _typed, ...rest } = values;
    const isRegistered = await send(loadSchema, signUp.mutateAsync, {
      input: isSuggestionUnconfirmed ? rest : { ...rest, handle },
      // Each failure is said once: a taken email or handle under its field, a refusal the server
      // words (too many sign-ups, no connection) as it words it, anything else as the product's message.
      onFailure: (error) => {
        if (isApiError(error) && (error.code === 'EMAIL_TAKEN' || error.code === 'HANDLE_TAKEN'))
          showFailure(error, { EMAIL_TAKEN: 'email', HANDLE_TAKEN: 'handle' });
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
      <HandleField
        label={texts.handles.label}
        name={handleField.name}
        value={handle}
        error={handleField.error}
        onChange={(event) => {
          setIsHandleTyped(true);
          handleField.onChange(event);
        }}
        check={handleCheck}
        onUseSuggestion={chooseHandle}
      />
      <EmailField {...field('email')} />
      <NewPasswordField {...field('password')} />
      <Button type="submit" isLoading={signUp.isPending} className="self-start">
        {texts.register.submit}
      </Button>
    </Form>
  );
}
