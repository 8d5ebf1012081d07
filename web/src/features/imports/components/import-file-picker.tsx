import { texts } from '@surcos/contracts/texts';
import { type DragEvent, useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';

const t = texts.imports.page;

/**
 * A file input that also takes a file dropped on it. The input itself stays the accessible
 * control, under its label; it is laid invisibly over a Spanish 'Elegir archivo' button, so the
 * browser's own 'Choose File' and 'No file chosen' never show.
 */
export function ImportFilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const take = (file: File) => {
    setFileName(file.name);
    onFile(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) take(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={`flex flex-col gap-2 rounded-xl border-2 border-dashed p-6 ${
        isOver ? 'border-accent bg-raised' : 'border-line-strong bg-surface'
      }`}
    >
      <label htmlFor={id} className="font-bold">
        {t.fileLabel}
      </label>
      <p className="text-sm text-fg-muted">{t.dropHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="relative inline-flex">
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            disabled={disabled}
            className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) take(file);
            }}
          />
          <span
            aria-hidden="true"
            className={buttonClasses(
              'secondary',
              'pointer-events-none peer-hover:bg-raised peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-70',
            )}
          >
            {t.choose}
          </span>
        </span>
        {fileName ? <span className="min-w-0 text-sm break-all">{fileName}</span> : null}
      </div>
    </div>
  );
}
