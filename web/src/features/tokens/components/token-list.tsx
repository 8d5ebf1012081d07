import { dateTimeFormat } from '@surcos/contracts/intl';
import type { Token } from '@surcos/contracts/tokens';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTokens } from '../api/get-tokens.ts';
import { useRevokeToken } from '../api/change-tokens.ts';

const t = texts.tokens;
const dateOf = () => dateTimeFormat({ dateStyle: 'long' });
const day = (iso: string) => dateOf().format(new Date(iso));

/** The member's tokens: name, scope, creation, last use and expiry, each with 'Revocar' (after asking). */
export function TokenList() {
  const query = useTokens();
  if (query.isPending) return <LoadingState label={texts.lists.loading} />;
  if (query.isError) {
    return (
      <ErrorState message={t.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  const { tokens } = query.data;
  if (tokens.length === 0) return <EmptyState message={t.empty} />;
  return (
    <ul aria-label={t.listHeading} className="grid max-w-2xl gap-3">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}

function TokenRow({ token }: { token: Token }) {
  const revoke = useRevokeToken();
  const { buttonRef, send } = useToastedRequest();
  const [isAsking, setIsAsking] = useState(false);
  const now = useNow();
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      <div className="min-w-0">
        <p className="font-bold break-words">{token.name}</p>
        <p className="text-sm">{t.scopes[token.scope]}</p>
        <p className="text-sm text-fg-muted">
          {t.createdOn(day(token.createdAt))} ·{' '}
          {token.lastUsedAt ? t.lastUsedOn(day(token.lastUsedAt)) : t.neverUsed} ·{' '}
          {token.expiresAt === null
            ? t.noExpiry
            : expired
              ? t.expiredOn(day(token.expiresAt))
              : t.expiresOn(day(token.expiresAt))}
        </p>
      </div>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-label={t.revokeLabel(token.name)}
        onClick={() => setIsAsking(true)}
      >
        {t.revoke}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onClose={() => setIsAsking(false)}
        title={t.revokeTitle(token.name)}
        description={t.revokeText}
        cancelLabel={t.revokeCancel}
        confirmLabel={t.revoke}
        isPending={revoke.isPending}
        onConfirm={() =>
          void send(() => revoke.mutateAsync(token.id), t.revoked(token.name)).finally(() =>
            setIsAsking(false),
          )
        }
      />
    </li>
  );
}
