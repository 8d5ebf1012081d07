import { useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
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

const subscribeToNothing = () => () => undefined;

/**
 * Preact takes over prerendered HTML without touching its attributes, so the
 * fieldset the prerender disabled would stay disabled: it enables itself as
 * soon as it is in the page the app controls.
 */
const enableOnMount = (fieldset: HTMLFieldSetElement | null) => {
  if (fieldset) fieldset.disabled = false;
};

/**
 * False in the HTML prerendered at build time (the login page), true in
 * every render in the browser: until the app controls the form, a submit
 * would be the browser's own, a request with the password in it.
 */
const useIsInteractive = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** A form checked by its contract schema, not by the browser, with its alert first. */
export function Form({ bind, onSubmit, error, className, children }: FormProps) {
  const isInteractive = useIsInteractive();
  return (
    // POST, so even a submit the browser made itself never puts the fields in the address.
    <form ref={bind} method="post" noValidate onSubmit={onSubmit} className={className}>
      <FormAlert message={error} />
      <fieldset ref={enableOnMount} disabled={!isInteractive} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
