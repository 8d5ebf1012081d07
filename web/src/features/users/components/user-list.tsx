import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { es } from '../../../i18n/es.ts';
import { useUsers } from '../api/get-users.ts';

/** Users with how many albums each has; the next page loads on 'Cargar más'. */
export function UserList({ q, label }: { q: string; label: string }) {
  const users = useUsers(q);
  const items = (users.data?.pages ?? []).flatMap((page) => page.items);

  return (
    <PagedList
      query={users}
      itemCount={items.length}
      emptyMessage={es.users.noUsers}
      loading={<LoadingState />}
      // It sits under a grid that grows as one scrolls: loading it by scrolling too would be a tug of war.
      isAutomatic={false}
    >
      <ul aria-label={label} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((user) => (
          <li
            key={user.id}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line bg-surface px-4 py-3"
          >
            <TextLink to={`/user/${encodeURIComponent(user.id)}`} className="break-words">
              {user.name}
            </TextLink>
            <span className="text-sm text-fg-muted">{es.users.albumCount(user.albumCount)}</span>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
