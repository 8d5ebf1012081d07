import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, controlClasses } from './field.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling. */
export function TextAreaField({ label, error, hint, className, ref, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={4}
          className={`min-h-24 ${controlClasses(error)}`}
          {...textareaProps}
        />
      )}
    </FieldFrame>
  );
}
