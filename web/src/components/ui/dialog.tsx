import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called for Escape and for every other way the dialog closes. */
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page
 * inert, traps focus, closes on Escape and gives focus back to the opener on
 * close, with no focus-trap code of our own to get wrong.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-line bg-surface p-6 text-fg shadow-2xl"
    >
      {open ? (
        <div className="flex flex-col gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-fg-muted">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
