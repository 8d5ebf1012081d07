import type { ChangeEvent } from 'react';
import {
  firstFreeHandle,
  handleFromName,
  handleProblem,
  normalizeHandle,
} from '@surcos/contracts/handle-values';
import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useHandleAvailability } from '../api/get-handle-availability.ts';

/** How long typing pauses before the server is asked whether a handle is free. */
export const HANDLE_CHECK_DELAY_MS = 300;

/** What is known of a handle as typed: the rule's verdict at once, the server's after a pause. */
export type HandleCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'problem'; message: string }
  | { state: 'available'; address: string }
  | { state: 'taken'; suggestion: string | null };

const IDLE: HandleCheck = { state: 'idle' };
const CHECKING: HandleCheck = { state: 'checking' };

/** `value` as a handle: against the rule, then (a pause later) free or taken. `current` is the member's own. */
export function useHandleCheck(value: string, current?: string): HandleCheck {
  const handle = normalizeHandle(value);
  const problem = handle === '' ? null : handleProblem(handle);
  const asked = useDebouncedValue(
    handle !== '' && problem === null && handle !== current ? handle : null,
    HANDLE_CHECK_DELAY_MS,
  );
  const answer = useHandleAvailability(asked);
  if (handle === '') return IDLE;
  if (problem !== null) return { state: 'problem', message: texts.handles[problem] };
  if (handle === current) return { state: 'problem', message: texts.handles.unchanged };
  if (asked !== handle || answer.isPending) return CHECKING;
  // Not answered (no connection): nothing to say; sending the form will tell.
  if (!answer.data) return IDLE;
  return answer.data.available
    ? { state: 'available', address: answer.data.address }
    : { state: 'taken', suggestion: answer.data.suggestion };
}

/**
 * The handle a name suggests while the person has not typed one: made from the name as
 * it is typed, or, when someone has that one, the first free one the server numbers on it.
 */
export function useSuggestedHandle(name: string, isActive: boolean): string {
  // A name that makes a reserved handle ('Admin') starts from its first free number.
  const fromName = name.trim() === '' ? '' : firstFreeHandle(handleFromName(name), () => false);
  const asked = useDebouncedValue(isActive && fromName !== '' ? fromName : null, HANDLE_CHECK_DELAY_MS);
  const answer = useHandleAvailability(asked);
  const free = asked === fromName && answer.data?.available === false ? answer.data.suggestion : null;
  return free ?? fromName;
}

function statusText(check: HandleCheck): string {
  switch (check.state) {
    case 'checking':
      return texts.handles.checking;
    case 'problem':
      return check.message;
    case 'available':
      return texts.handles.available(check.address);
    case 'taken':
      return check.suggestion === null ? texts.handles.taken : texts.handles.takenTry(check.suggestion);
    case 'idle':
      return '';
  }
}

interface HandleFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The form's own verdict once sent; while there is one, the live status gives way to it. */
  error: string | undefined;
  check: HandleCheck;
  onUseSuggestion: (suggestion: string) => void;
}

/**
 * 'Nombre de usuario': the field, the rule as its hint, and what is known of what is typed,
 * said as it changes (a live region), with a taken handle's free neighbour one click away.
 */
export function HandleField({ check, onUseSuggestion, error, ...field }: HandleFieldProps) {
  const status = error ? '' : statusText(check);
  const suggestion = !error && check.state === 'taken' ? check.suggestion : null;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={texts.handles.hint}
        error={error}
        {...field}
      />
      <p
        role="status"
        className={`min-h-5 text-sm ${check.state === 'available' ? 'text-fg' : 'text-fg-muted'} break-words`}
      >
        {status}
      </p>
      {suggestion === null ? null : (
        <Button variant="secondary" className="self-start" onClick={() => onUseSuggestion(suggestion)}>
          {texts.handles.useSuggestion(suggestion)}
        </Button>
      )}
    </div>
  );
}
