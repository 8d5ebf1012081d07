import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import type { RemoteFollowEntry } from '@surcos/contracts/remote-follows';
import type { UserSummary } from '@surcos/contracts/users';
import { texts } from '@surcos/contracts/texts';
import { pagedItems } from '../../lib/unique-by.ts';
import { PagedList, type PagedQuery } from './paged-list.tsx';
import { LoadingState } from './spinner.tsx';
import { TextLink } from './text-link.tsx';
import { VirtualGrid } from './virtual-grid.tsx';
import { RemoteAvatar } from './remote-avatar.tsx';

/** A member here, or (Seguidores / Siguiendo) an account on another server. */
type ListedUser = UserSummary & { remote?: RemoteFollowEntry | null };

interface PagedUserListProps {
  query: PagedQuery & { data?: { pages: ReadonlyArray<{ items: readonly ListedUser[] }> } | undefined };
  label: string;
  emptyMessage: string;
  /** See PagedList: off where the list sits under another that grows as one scrolls. */
  isAutomatic?: boolean;
  /** What an account on another server offers beside it (Seguidores / Siguiendo: 'Bloquear'). */
  remoteAction?: (actorUrl: string, remote: RemoteFollowEntry) => ReactNode;
}

/** Users from a server-paged query, each a link to their profile with how many albums they have. */
export function PagedUserList({
  query,
  label,
  emptyMessage,
  isAutomatic = true,
  remoteAction,
}: PagedUserListProps) {
  const items = pagedItems(query.data);

  return (
    <PagedList
      query={query}
      itemCount={items.length}
      emptyMessage={emptyMessage}
      loading={<LoadingState label={texts.lists.loading} />}
      isAutomatic={isAutomatic}
    >
      <VirtualGrid
        items={items}
        keyOf={(user) => user.id}
        renderItem={(user) =>
          user.remote ? (
            <RemoteUserItem
              name={user.name}
              remote={user.remote}
              action={remoteAction?.(user.id, user.remote)}
            />
          ) : (
            <div className="flex h-full flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line bg-surface px-4 py-3">
              <TextLink to={`/user/${encodeURIComponent(user.id)}`} className="break-words">
                {user.name}
              </TextLink>
              <span className="text-sm text-fg-muted">{texts.lists.albumCount(user.albumCount)}</span>
            </div>
          )
        }
        label={label}
        isOpenEnded={query.hasNextPage}
        minColumnWidth={280}
        maxColumns={3}
        estimateRowHeight={56}
      />
    </PagedList>
  );
}

/** An account on another server: its picture, name leading to its profile here, and `@user@host`. */
function RemoteUserItem({
  name,
  remote,
  action,
}: {
  name: string;
  remote: RemoteFollowEntry;
  action?: ReactNode;
}) {
  return (
    <div className="flex h-full items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2">
      <RemoteAvatar src={remote.avatarUrl} name={name} size="small" />
      <div className="min-w-0 flex-1">
        <Link
          to={remoteProfilePagePath(remote.address)}
          className="font-bold break-words text-accent underline underline-offset-4 hover:text-accent-hover"
        >
          {name}
        </Link>
        <p className="text-sm break-all text-fg-muted">
          {remote.address}
          {remote.pending ? <span className="font-bold"> · {texts.remote.pending}</span> : null}
        </p>
      </div>
      {action}
    </div>
  );
}
