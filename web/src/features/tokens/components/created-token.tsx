import type { CreatedToken } from '@surcos/contracts/tokens';
import { texts } from '@surcos/contracts/texts';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-link-button.tsx';

const t = texts.tokens;

/** The new token, this once: to copy now, since it is never shown again. Focus comes here when it appears. */
export function CreatedTokenPanel({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [created.id]);
  return (
    <section
      aria-labelledby="token-creado"
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-accent bg-raised p-5"
    >
      <h3 id="token-creado" ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {t.createdHeading}: {created.name}
      </h3>
      <p>{t.createdNotice}</p>
      <code
        data-testid="created-token"
        className="block rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-sm break-all select-all"
      >
        {created.token}
      </code>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={created.token} label={t.copy} copied={t.copied} failed={t.copyFailed} />
        <Button variant="ghost" onClick={onDone}>
          {t.hideCreated}
        </Button>
      </div>
    </section>
  );
}
