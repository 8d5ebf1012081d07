import { texts } from '@surcos/contracts/texts';
import { type DragEvent, useId, useState } from 'react';

const t = texts.imports.page;

/** A file input that also takes a file dropped on it; the input itself stays the accessible control. */
export function ImportFilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
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
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-4 file:font-bold"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
