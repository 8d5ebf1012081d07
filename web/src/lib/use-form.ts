import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ZodType } from 'zod';
import { errorMessage, isApiError, type ApiErrorCode, type SchemaSource } from './api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from './validation.ts';

/**
 * The one form hook: text values by field, their errors (from a contract
 * schema or from the server), a message for the form as a whole, and focus
 * on the first invalid field whenever errors are shown. Zod comes in with the
 * schema a form passes, never with this hook.
 */
export function useForm<Field extends string>(initialValues: Record<Field, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Handed out as a callback ref: a ref object in the returned value would make every use look like a ref read.
  const bindForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);
  const firstInvalidFocus = useCallback(() => focusFirstInvalid(formRef.current), []);

  /** Shows the errors now (so the fields are marked) and moves focus to the first one. */
  function showErrors(fieldErrors: FieldErrors): void {
    flushSync(() => setErrors(fieldErrors));
    firstInvalidFocus();
  }

  /**
   * The values (or `input`) as the schema parses them, or null after showing its
   * first message per field, by `showErrors` unless the form shows them its own way.
   */
  function check<Parsed>(
    schema: ZodType<Parsed>,
    input: unknown = values,
    onInvalid: (fieldErrors: FieldErrors) => void = showErrors,
  ): Parsed | null {
    const result = validate(schema, input);
    if (result.success) return result.data;
    onInvalid(result.errors);
    return null;
  }

  /**
   * A refused request: under the field its code belongs to (`fieldsByCode`), or else as the
   * form's message.
   */
  function showFailure(error: unknown, fieldsByCode: Partial<Record<ApiErrorCode, Field>> = {}): void {
    const fieldName = isApiError(error) ? fieldsByCode[error.code] : undefined;
    if (fieldName && isApiError(error)) showErrors({ [fieldName]: error.message });
    else setFormError(errorMessage(error));
  }

  /**
   * Checks the values (or `input`) with the schema and sends what it parses; answers whether
   * the server took it. A refusal goes to `onFailure`, or else becomes the form's message.
   * A schema loader keeps zod off a page until its form is first sent.
   */
  async function send<Parsed>(
    schema: SchemaSource<Parsed>,
    request: (body: Parsed) => Promise<unknown>,
    { input = values, onFailure }: { input?: unknown; onFailure?: (error: unknown) => void } = {},
  ): Promise<boolean> {
    const body = check(typeof schema === 'function' ? await schema() : schema, input);
    if (!body) return false;
    try {
      await request(body);
      return true;
    } catch (error) {
      if (onFailure) onFailure(error);
      else showFailure(error);
      return false;
    }
  }

  /** A text field's value, change handler (which clears its error) and error. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /**
   * The `<form>`'s submit: no page load, and each attempt starts without the
   * last failure. A `<Form>` gets it through `formProps`.
   */
  function submit(event: FormEvent<HTMLFormElement>, action: () => unknown): void {
    event.preventDefault();
    setFormError(null);
    void action();
  }

  /** The props of a `<Form>` (components/ui/form.tsx) that runs `action` on submit. */
  const formProps = (action: () => unknown) => ({
    bind: bindForm,
    onSubmit: (event: FormEvent<HTMLFormElement>) => submit(event, action),
    error: formError,
  });

  return {
    formProps,
    bindForm,
    focusFirstInvalid: firstInvalidFocus,
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    showErrors,
    showFailure,
    check,
    send,
    field,
    submit,
  };
}
