import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { texts } from '@surcos/contracts/texts';

interface FieldFrameProps {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  /** The control itself, given the attributes that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A form control's label, hint and error, wired for screen readers. */
export function FieldFrame({ label, error, hint, className = '', children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-bold text-fg">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's own look; the border turns red on an error. */
export const controlClasses = (error: string | undefined): string =>
  `w-full rounded-lg border bg-surface px-3 py-2 text-fg placeholder:text-fg-muted ${
    error ? 'border-danger' : 'border-line-strong'
  }`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input ref={ref} {...control} className={`min-h-11 ${controlClasses(error)}`} {...inputProps} />
      )}
    </FieldFrame>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/** The account's email address: the same label, keyboard and autofill in every form. */
export function EmailField({ label = texts.fields.email, ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A masked password; `autoComplete` says whether it is the current one or a new one. */
export function PasswordField({
  label = texts.fields.password,
  ...props
}: PresetFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" {...props} />;
}

/** A password being chosen (registering, or from a reset link): required, with the length rule as its hint. */
export function NewPasswordField(props: Omit<PresetFieldProps, 'autoComplete'>) {
  return <PasswordField autoComplete="new-password" required hint={texts.fields.passwordHint} {...props} />;
}
