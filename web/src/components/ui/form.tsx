import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

interface FormProps {
  /** The callback ref of `useForm`, which finds the first invalid field in it. */
  bind: (form: HTMLFormElement | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure of the form as a whole, announced above its fields. */
  error: string | null;
  className: string;
  children: ReactNode;
}

/** A form checked by its contract schema, not by the browser, with its alert first. */
export function Form({ bind, onSubmit, error, className, children }: FormProps) {
  return (
    <form ref={bind} noValidate onSubmit={onSubmit} className={className}>
      <FormAlert message={error} />
      {children}
    </form>
  );
}
