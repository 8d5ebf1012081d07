import type { CreatedToken } from '@surcos/contracts/tokens';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { CreatedTokenPanel } from '../../features/tokens/components/created-token.tsx';
import { CreateTokenForm } from '../../features/tokens/components/create-token-form.tsx';
import { TokenList } from '../../features/tokens/components/token-list.tsx';

const t = texts.tokens;

/** /settings/tokens, 'Acceso para aplicaciones': personal access tokens made, shown once, listed and revoked. */
export function TokensSettingsPage() {
  // Only in this page's memory: leaving it forgets the token for good.
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <>
      <PageHeading title={t.settingsTitle} />
      <p className="mb-8 max-w-2xl text-fg-muted">{t.intro}</p>
      <section aria-labelledby="crear-token" className="mb-10 flex flex-col gap-6">
        <h2 id="crear-token" className="text-xl font-bold">
          {t.createHeading}
        </h2>
        {created ? <CreatedTokenPanel created={created} onDone={() => setCreated(null)} /> : null}
        <CreateTokenForm onCreated={setCreated} />
      </section>
      <section aria-labelledby="tus-tokens" className="mb-10">
        <h2 id="tus-tokens" className="mb-4 text-xl font-bold">
          {t.listHeading}
        </h2>
        <TokenList />
      </section>
    </>
  );
}
