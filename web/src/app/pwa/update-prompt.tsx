import { useState, useSyncExternalStore } from 'react';
import { texts } from '@surcos/contracts/texts';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { AppUpdates } from './service-worker-updates.ts';

/**
 * A new version is installed: it says so politely and waits. 'Actualizar'
 * switches to it (the page reloads); 'Ahora no' hides this, and the new
 * version starts when every Surcos tab has closed. Focus is never taken.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [applying, setApplying] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <section
      aria-label={texts.update.region}
      className="fixed inset-x-0 bottom-0 z-50 m-3 flex flex-wrap items-center gap-3 rounded-lg border border-l-4 border-line border-l-accent bg-raised p-3 text-fg shadow-lg sm:right-auto sm:max-w-md"
    >
      <p role="status" className="flex-1 py-1">
        {texts.update.available}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={applying}
          onClick={() => {
            setApplying(true);
            updates.apply();
          }}
        >
          {texts.update.apply}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => setDismissed(true)}>
          {texts.update.dismiss}
        </button>
      </div>
    </section>
  );
}
