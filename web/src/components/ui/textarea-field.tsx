import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: same label, hint and error wiring. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ref,
  ...textareaProps
}: TextAreaFieldProps) {
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
      <textarea
        ref={ref}
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-24 w-full rounded-lg border bg-surface px-3 py-2 text-fg placeholder:text-fg-muted ${
          error ? 'border-danger' : 'border-line-strong'
        }`}
        {...textareaProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
