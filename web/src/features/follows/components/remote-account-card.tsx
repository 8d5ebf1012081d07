import { texts } from '@surcos/contracts/texts';
import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import { EmptyState, ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import { useRemoteAccount, useSetRemoteAccount, useSetRemoteFollowing } from '../api/remote-accounts.ts';
import { RemoteBlockButton } from './remote-block-button.tsx';
import { RemoteAvatar } from '../../../components/ui/remote-avatar.tsx';
import { FollowToggle } from './follow-button.tsx';

/** Answers that trying again will not change. */
const ANSWERED = new Set<string>([
  'REMOTE_ACCOUNT_NOT_FOUND',
  'REMOTE_SERVER_BLOCKED',
  'FEDERATION_OFF',
  'VALIDATION_FAILED',
]);

/**
 * What an address typed in the search box, `@user@host`, names on another
 * server: the account with 'Seguir' / 'Dejar de seguir', or why it cannot be
 * shown (no such account, a server that does not answer, federation off).
 */
export function RemoteAccountLookup({ address }: { address: string }) {
  const query = useRemoteAccount(address);
  const setAccount = useSetRemoteAccount(address);
  return (
    <section aria-labelledby="remote-account-heading" className="mb-6">
      <h2 id="remote-account-heading" className="mb-2 text-lg font-bold">
        {texts.remote.heading}
      </h2>
      {query.data ? (
        <RemoteAccountCard account={query.data} onChange={setAccount} />
      ) : query.isError && isApiError(query.error) && ANSWERED.has(query.error.code) ? (
        // Nothing to follow there, or nowhere to follow from: asking again would say the same.
        <EmptyState message={errorMessage(query.error)} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <LoadingState label={texts.remote.looking(address.trim())} />
      )}
    </section>
  );
}

interface RemoteAccountCardProps {
  account: RemoteAccount;
  /** The account as a follow or a block left it. */
  onChange: (account: RemoteAccount) => void;
  /** On the account's own page: its name is the page's heading, and a link goes out to their server. */
  isPage?: boolean;
  /** More buttons beside 'Seguir' and 'Bloquear' (the page's 'Denunciar'). */
  actions?: ReactNode;
}

/**
 * An account of another server: picture, name, address, profile text,
 * 'Seguir' / 'Dejar de seguir' (Pendiente until accepted) and 'Bloquear'.
 * Its name leads to its profile page here.
 */
export function RemoteAccountCard({ account, onChange, isPage = false, actions }: RemoteAccountCardProps) {
  const setFollowing = useSetRemoteFollowing(onChange);
  const link = 'text-accent underline underline-offset-4 hover:text-accent-hover';

  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface px-4 py-3">
      <RemoteAvatar src={account.avatarUrl} name={account.name} size="large" />
      <div className="min-w-0 flex-1">
        {isPage ? null : (
          <p className="font-bold break-words">
            <Link to={remoteProfilePagePath(account.address)} className={link}>
              {account.name}
            </Link>
          </p>
        )}
        <p className="text-sm break-all text-fg-muted">{account.address}</p>
        {account.follow === 'pending' ? (
          <p className="text-sm text-fg-muted">
            <span className="font-bold">{texts.remote.pending}</span> · {texts.remote.pendingHint}
          </p>
        ) : null}
        {account.summary ? <p className="mt-1 text-sm whitespace-pre-line">{account.summary}</p> : null}
        {isPage ? (
          <p className="mt-1 text-sm">
            <a
              href={account.actorUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={link}
              title={texts.remote.externalProfile(account.address)}
            >
              {texts.remote.onTheirServer}
            </a>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {account.blocked ? null : (
          <FollowToggle
            name={account.name}
            isFollowing={account.follow !== 'none'}
            isPending={setFollowing.isPending}
            setFollowing={(follows) => setFollowing.mutateAsync({ account, follows })}
          />
        )}
        <RemoteBlockButton
          actorUrl={account.actorUrl}
          address={account.address}
          isBlocked={account.blocked}
          // A block ends the member's follow too; an unblock brings none back.
          onChange={(blocked) => onChange({ ...account, blocked, follow: blocked ? 'none' : account.follow })}
        />
        {actions}
      </div>
    </div>
  );
}
