import type { ReactNode } from 'react';
import { texts } from '@surcos/contracts/texts';
import type { RemoteActivity } from '@surcos/contracts/remote-profiles';
import { EmptyState, ErrorState } from '../../../components/ui/error-state.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { RemoteLink } from '../../../components/ui/remote-link.tsx';
import { ContentWarningFold } from '../../../components/ui/content-warning.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRemoteProfile, useSetRemoteProfileAccount } from '../api/remote-profile.ts';
import { RemoteAccountCard } from './remote-account-card.tsx';

/** Answers that trying again will not change. */
const ANSWERED = new Set<string>([
  'REMOTE_ACCOUNT_NOT_FOUND',
  'REMOTE_SERVER_BLOCKED',
  'REMOTE_ACCOUNT_BLOCKED',
  'FEDERATION_OFF',
  'VALIDATION_FAILED',
]);

const KIND: Record<RemoteActivity['kind'], string> = {
  album: texts.remote.kindAlbum,
  collection: texts.remote.kindCollection,
  post: texts.remote.kindPost,
};

/**
 * A member of another server as their server shows them
 * (docs/decisions/062): the account with 'Seguir' and 'Bloquear', and their
 * public activity as fetched, a page at a time ('Cargar más').
 */
export function RemoteProfileView({
  address,
  accountActions,
}: {
  address: string;
  /** More buttons for the account, once it is known (the page's 'Denunciar'). */
  accountActions?: (actorUrl: string) => ReactNode;
}) {
  const query = useRemoteProfile(address);
  const setAccount = useSetRemoteProfileAccount(address);
  const now = useNow();
  const pages = query.data?.pages;
  const first = pages?.[0];

  if (!first) {
    const answered = query.isError && isApiError(query.error) && ANSWERED.has(query.error.code);
    return (
      <div>
        <PageHeading title={texts.remote.profileTitle} />
        {answered ? (
          <>
            <EmptyState message={errorMessage(query.error)} />
            {isApiError(query.error) && query.error.code === 'REMOTE_ACCOUNT_BLOCKED' ? (
              <p className="mt-3 text-center">
                <TextLink to="/settings/blocks">{texts.remote.blockedSettings}</TextLink>
              </p>
            ) : null}
          </>
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <LoadingState label={texts.remote.profileLoading(address.trim())} />
        )}
      </div>
    );
  }

  const { account } = first;
  const items = pages.flatMap((page) => page.items);
  return (
    <div>
      <PageHeading title={account.name} />
      <RemoteAccountCard
        account={account}
        onChange={setAccount}
        isPage
        actions={accountActions?.(account.actorUrl)}
      />
      {/* Once blocked, nothing of theirs is shown (a reload says why). */}
      {account.blocked ? null : (
        <section aria-labelledby="remote-activity-heading" className="mt-8">
          <h2 id="remote-activity-heading" className="mb-3 text-xl font-bold">
            {texts.remote.activityHeading}
          </h2>
          <PagedList
            query={query}
            itemCount={items.length}
            emptyMessage={first.activityShown ? texts.remote.activityEmpty : texts.remote.activityHidden}
            loading={null}
            // Each page is a request to their server: one the member asks for.
            isAutomatic={false}
          >
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <ActivityEntry item={item} address={account.address} now={now} />
                </li>
              ))}
            </ul>
          </PagedList>
        </section>
      )}
    </div>
  );
}

/**
 * One post: what it is, its image through this server, its text as text, and a link out to
 * it; behind its content warning, image and text alike, when its author asked for one.
 */
function ActivityEntry({ item, address, now }: { item: RemoteActivity; address: string; now: number }) {
  const when = item.at === null ? null : formatWhen(item.at, now);
  const image = item.imageUrl ? (
    <img
      src={item.imageUrl}
      alt={texts.remote.activityImage(address)}
      loading="lazy"
      className="h-20 w-20 shrink-0 rounded object-cover sm:h-28 sm:w-28"
    />
  ) : null;
  const text = item.text ? <p className="break-words whitespace-pre-line">{item.text}</p> : null;
  return (
    <article className="flex gap-4 rounded-lg border border-line bg-surface p-3 sm:p-4">
      {item.contentWarning === null ? image : null}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-bold tracking-wide text-fg-muted uppercase">
          {KIND[item.kind]}
          {when ? (
            <>
              {' · '}
              <time dateTime={item.at ?? undefined} title={when.full} className="normal-case">
                {when.short}
              </time>
            </>
          ) : null}
        </p>
        {item.contentWarning === null ? (
          text
        ) : (
          <ContentWarningFold warning={item.contentWarning}>
            {image}
            {text}
          </ContentWarningFold>
        )}
        {item.url ? <RemoteLink href={item.url}>{texts.remote.onTheirServer}</RemoteLink> : null}
      </div>
    </article>
  );
}
