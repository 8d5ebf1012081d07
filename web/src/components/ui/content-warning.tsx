import { texts } from '@surcos/contracts/texts';
import type { ReactNode } from 'react';

/**
 * A post of another server shown as its author asked: behind its content
 * warning ('' when it is only marked sensitive), opened on the reader's
 * choice (a native disclosure: a click, Enter or Space); without one, as it is.
 */
export function ContentWarningFold({ warning, children }: { warning: string | null; children: ReactNode }) {
  if (warning === null) return <>{children}</>;
  return (
    <details className="group">
      <summary className="w-fit cursor-pointer rounded font-bold break-words">
        {warning === '' ? texts.remote.sensitive : texts.remote.warning(warning)}{' '}
        <span className="font-normal text-accent underline underline-offset-4 group-open:hidden">
          {texts.remote.show}
        </span>
        <span className="hidden font-normal text-accent underline underline-offset-4 group-open:inline">
          {texts.remote.hide}
        </span>
      </summary>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </details>
  );
}
