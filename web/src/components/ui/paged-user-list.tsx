import type { UserPage } from '@surcos/contracts/users';
import { texts } from '@surcos/contracts/texts';
import { pagedItems } from '../../lib/unique-by.ts';
import { PagedList, type PagedQuery } from './paged-list.tsx';
import { LoadingState } from './spinner.tsx';
import { TextLink } from './text-link.tsx';
import { VirtualGrid } from './virtual-grid.tsx';

interface PagedUserListProps {
  query: PagedQuery & { data?: { pages: readonly UserPage[] } | undefined };
  label: string;
  emptyMessage: string;
  /** See PagedList: off where the list sits under another that grows as one scrolls. */
  isAutomatic?: boolean;
}

/** Users from a server-paged query, each a link to their profile with how many albums they have. */
export function PagedUserList({ query, label, emptyMessage, isAutomatic = true }: PagedUserListProps) {
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
        renderItem={(user) => (
          <div className="flex h-full flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line bg-surface px-4 py-3">
            <TextLink to={`/user/${encodeURIComponent(user.id)}`} className="break-words">
              {user.name}
            </TextLink>
            <span className="text-sm text-fg-muted">{texts.lists.albumCount(user.albumCount)}</span>
          </div>
        )}
        label={label}
        isOpenEnded={query.hasNextPage}
        minColumnWidth={280}
        maxColumns={3}
        estimateRowHeight={56}
      />
    </PagedList>
  );
}
