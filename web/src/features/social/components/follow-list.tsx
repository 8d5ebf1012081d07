import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { es } from '../../../i18n/es.ts';
import { uniqueBy } from '../../../lib/unique-by.ts';
import { useFollowList, type FollowDirection } from '../api/get-follow-list.ts';

const EMPTY: Record<FollowDirection, string> = {
  followers: es.social.followersEmpty,
  following: es.social.followingEmpty,
};

/** The signed-in user's followers or followed users, each a link to their profile; more load as one scrolls. */
export function FollowList({ direction, label }: { direction: FollowDirection; label: string }) {
  const users = useFollowList(direction);
  const items = uniqueBy(
    (users.data?.pages ?? []).flatMap((page) => page.items),
    (user) => user.id,
  );

  return (
    <PagedList
      query={users}
      itemCount={items.length}
      emptyMessage={EMPTY[direction]}
      loading={<LoadingState label={es.lists.loading} />}
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
