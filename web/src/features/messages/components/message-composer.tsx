import { useId, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { texts } from '@surcos/contracts/texts';

interface MessageComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** Why the last message was not sent; its text is back in the field. */
  error: string | null;
  onTypingStart: () => void;
  onTypingStop: () => void;
}

/** The message field: Enter sends, Shift+Enter starts a new line, and 'Enviar' does the same as Enter. */
export function MessageComposer({
  draft,
  onDraftChange,
  onSend,
  error,
  onTypingStart,
  onTypingStop,
}: MessageComposerProps) {
  const id = useId();
  const hintId = `${id}-hint`;

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <FormAlert message={error} />
      <label htmlFor={id} className="font-bold text-fg">
        {texts.messages.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          name="text"
          rows={2}
          value={draft}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onDraftChange(event.target.value);
            onTypingStart();
          }}
          onKeyDown={handleKeyDown}
          onFocus={onTypingStart}
          onBlur={onTypingStop}
          className={`max-h-48 min-h-11 flex-1 resize-y rounded-lg border bg-surface px-3 py-2 text-fg placeholder:text-fg-muted ${
            error ? 'border-danger' : 'border-line-strong'
          }`}
        />
        <Button type="submit">{texts.messages.send}</Button>
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {texts.messages.inputHint}
      </p>
    </form>
  );
}
