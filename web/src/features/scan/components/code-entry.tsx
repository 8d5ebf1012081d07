import { readBarcode } from '@surcos/contracts/barcodes';
import { barcodeProblemMessage } from '@surcos/contracts/scan';
import { texts } from '@surcos/contracts/texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { createWedgeReader } from '../lib/barcode-reads.ts';

/** Where typing belongs to the element itself: a scanner's keys there are the field's to handle. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * 'Código de barras', typed or pasted, checked here as the server would (its
 * check digit included) so a mistyped code is said at once; and a USB or
 * Bluetooth scanner, which types the digits and Enter into whatever has
 * focus on the page.
 */
export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const wedge = createWedgeReader();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      const code = wedge.key(event.key, event.timeStamp);
      if (code === null) return;
      // The Enter ends the scan: it must not also press the button that has focus.
      event.preventDefault();
      onCodeRef.current(code);
    };
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readBarcode(value);
    if (!reading.ok) {
      setError(barcodeProblemMessage(reading.problem, reading.code));
      return;
    }
    setError(undefined);
    setValue('');
    onCode(reading.code);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={texts.scan.codeLabel}
        hint={texts.scan.codeHint}
        error={error}
        className="min-w-0 flex-1 basis-60"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit">{texts.scan.lookUp}</Button>
    </form>
  );
}
