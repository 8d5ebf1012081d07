import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  type Me,
  UpdateNameBodySchema,
} from '@surcos/contracts/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError, type ApiErrorCode } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { hasErrors, validate, type FieldErrors } from '../../../lib/validation.ts';
import { texts } from '@surcos/contracts/texts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateUser } from '../api/update-user.ts';

type Field = 'name' | 'email' | 'newPassword' | 'currentPassword';

/** Failures that are about the request as a whole, not about what was typed in one field. */
const FORM_LEVEL_CODES: ReadonlySet<ApiErrorCode> = new Set([
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);

interface EditProfileFormProps {
  user: Me;
  onSaved: () => void;
  onCancel: () => void;
}

export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const updateUser = useUpdateUser();
  const changeEmail = useChangeEmail();
  const changePassword = useChangePassword();
  const toast = useToast();
  const { field, formProps, setFormError, setValues, showErrors, values } = useForm<Field>({
    name: user.name,
    email: user.email,
    newPassword: '',
    currentPassword: '',
  });
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit() {
    const nameChanged = values.name.trim() !== user.name;
    const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
    const passwordChanged = values.newPassword !== '';

    // Everything is checked before anything is sent, so a mistake in one field saves nothing.
    const fieldErrors: FieldErrors = {};
    const name = nameChanged ? validate(UpdateNameBodySchema, { name: values.name }) : null;
    if (name && !name.success) fieldErrors.name = name.errors.name;
    const email = emailChanged ? validate(ChangeEmailBodySchema, { newEmail: values.email }) : null;
    if (email && !email.success) fieldErrors.email = email.errors.newEmail;
    const password = passwordChanged
      ? validate(ChangePasswordBodySchema, {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        })
      : null;
    if (password && !password.success) Object.assign(fieldErrors, password.errors);
    if (hasErrors(fieldErrors)) {
      showErrors(fieldErrors);
      return;
    }

    if (!name && !email && !password) {
      toast.info(texts.editProfile.nothingChanged);
      return;
    }

    setIsSaving(true);
    const failures: FieldErrors = {};
    const requestErrors: string[] = [];
    const recordFailure = (field: Field, error: unknown) => {
      if (!isApiError(error) || FORM_LEVEL_CODES.has(error.code))
        requestErrors.push(
          isApiError(error) && error.status < 500 ? error.message : texts.editProfile.failure,
        );
      else failures[field] = error.message;
    };

    if (name?.success) {
      await updateUser.mutateAsync(name.data).catch((error: unknown) => recordFailure('name', error));
    }
    if (email?.success) {
      await changeEmail
        .mutateAsync(email.data.newEmail)
        .then(() => toast.success(texts.editProfile.emailVerificationSent))
        .catch((error: unknown) => recordFailure('email', error));
    }
    if (password?.success) {
      const { currentPassword, newPassword } = password.data;
      await changePassword
        .mutateAsync({ currentPassword, newPassword })
        .then(() => setValues((current) => ({ ...current, newPassword: '', currentPassword: '' })))
        .catch((error: unknown) =>
          recordFailure(
            isApiError(error) && error.code === 'INVALID_PASSWORD' ? 'currentPassword' : 'newPassword',
            error,
          ),
        );
    }
    setIsSaving(false);

    if (requestErrors.length === 0 && !hasErrors(failures)) {
      toast.success(texts.editProfile.success);
      onSaved();
      return;
    }
    // Each failure is said once, where it belongs: at its field, or for the whole form.
    setFormError(requestErrors[0] ?? null);
    if (hasErrors(failures)) showErrors(failures);
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex max-w-xl flex-col gap-5">
      <TextField label={texts.fields.name} autoComplete="name" required {...field('name')} />
      <EmailField {...field('email')} />
      <PasswordField
        label={texts.fields.newPassword}
        autoComplete="new-password"
        hint={texts.fields.newPasswordHint}
        {...field('newPassword')}
      />
      <PasswordField
        label={texts.fields.currentPassword}
        autoComplete="current-password"
        hint={texts.fields.currentPasswordHint}
        {...field('currentPassword')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSaving}>
          {texts.editProfile.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.editProfile.cancel}
        </Button>
      </div>
    </Form>
  );
}
