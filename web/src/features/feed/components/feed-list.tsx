import { shownField } from '@surcos/contracts/album-placeholders';
import type { FeedItem } from '@surcos/contracts/feed';
import { groupFeedBursts } from '@surcos/contracts/feed-bursts';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { CollectionCover } from '../../../components/ui/collection-cover.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { RemoteAvatar } from '../../../components/ui/remote-avatar.tsx';
import { RemoteLink } from '../../../components/ui/remote-link.tsx';
import { ContentWarningFold } from '../../../components/ui/content-warning.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { VirtualGrid } from '../../../components/ui/virtual-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { formatWhen } from '../../../lib/relative-time.ts';
import { uniqueBy } from '../../../lib/unique-by.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useFeed } from '../api/get-feed.ts';
import { useVisitFeed } from '../api/visit-feed.ts';

const keyOf = (item: FeedItem): string =>
  item.type === 'album'
    ? `album:${item.user.id}:${item.album.id}`
    : item.type === 'albums'
      ? `albums:${item.user.id}:${item.albums[0]?.id ?? ''}`
      : item.type === 'collection'
        ? `collection:${item.collection.id}`
        : item.type === 'remote'
          ? `remote:${item.id}`
          : `import:${item.user.id}:${item.at}`;

/**
 * What followed users added, newest first, as one stream that grows as the user scrolls.
 * Showing it counts as a visit: once it has loaded, and again whenever something new
 * arrives while it is open, so '¡Nuevos!' does not come back for what is on screen.
 */
export function FeedList({ remoteAction }: { remoteAction?: (postId: string) => ReactNode } = {}) {
  const feed = useFeed();
  const now = useNow();
  const { mutate: recordVisit } = useVisitFeed();
  const newestItem = feed.data?.pages[0]?.items[0];
  const newest = feed.isSuccess ? (newestItem ? `${keyOf(newestItem)}@${newestItem.at}` : '') : null;
  const visitedFor = useRef<string | null>(null);

  useEffect(() => {
    if (newest === null || visitedFor.current === newest) return;
    visitedFor.current = newest;
    recordVisit();
  }, [newest, recordVisit]);

  // Each page groups its bursts of adds; grouping the pages together joins a burst a page's end cut.
  const items = groupFeedBursts(
    uniqueBy(
      (feed.data?.pages ?? [])
        .flatMap((page) => page.items)
        // SPEC.md §5: an album with no id or no name is not shown.
        .filter((item) => item.type !== 'album' || (item.album.id && item.album.name)),
      keyOf,
    ),
  );

  return (
    <PagedList
      query={feed}
      itemCount={items.length}
      emptyMessage={texts.feed.empty}
      loading={<LoadingState label={texts.lists.loading} />}
    >
      <VirtualGrid
        items={items}
        keyOf={keyOf}
        renderItem={(item) => <FeedEntry item={item} now={now} remoteAction={remoteAction} />}
        label={texts.feed.label}
        isOpenEnded={feed.hasNextPage}
        className="max-w-3xl"
        minColumnWidth={0}
        maxColumns={1}
        estimateRowHeight={120}
      />
    </PagedList>
  );
}

/** One entry per import, however many records it brought. */
function ImportEntry({ item, now }: { item: Extract<FeedItem, { type: 'import' }>; now: number }) {
  return (
    <article className="flex flex-col gap-0.5 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <p className="text-sm font-bold tracking-wide text-fg-muted uppercase">{texts.feed.import}</p>
      <p className="text-lg">
        <TextLink to={`/user/${encodeURIComponent(item.user.id)}`}>
          {texts.feed.imported(item.user.name, item.count)}
        </TextLink>
        <When iso={item.at} now={now} />
      </p>
    </article>
  );
}

/** How many covers a burst's card shows; the count says the rest. */
const BURST_COVERS = 8;

/** A person's burst of adds as one card: 'Ana añadió 7 discos', with the covers. */
function BurstEntry({ item, now }: { item: Extract<FeedItem, { type: 'albums' }>; now: number }) {
  const albums = item.albums.filter((album) => album.id && album.name);
  const wished = albums.filter((album) => album.wished).length;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <p className="text-sm font-bold tracking-wide text-fg-muted uppercase">{texts.feed.albums}</p>
      <p className="text-lg">
        <TextLink to={`/user/${encodeURIComponent(item.user.id)}`}>
          {texts.feed.added(item.user.name, albums.length)}
        </TextLink>
        <When iso={item.at} now={now} />
      </p>
      {wished > 0 ? <WishedFlag text={texts.feed.onWishlistCount(wished)} /> : null}
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {albums.slice(0, BURST_COVERS).map((album) => (
          <li key={album.id}>
            <Link
              to={`/album/${encodeURIComponent(album.id)}`}
              aria-label={album.wished ? `${album.name} · ${texts.feed.onWishlist}` : album.name}
              title={album.name}
              className={`block rounded ${album.wished ? 'ring-2 ring-accent' : ''}`}
            >
              <AlbumCover
                albumId={album.id}
                name={album.name}
                artist={album.artist}
                cover={album.image}
                sizes="80px"
                alt=""
              />
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

function WishedFlag({ text }: { text: string }) {
  return <p className="w-fit rounded-full bg-mint px-2 text-sm leading-6 font-bold text-on-mint">{text}</p>;
}

/**
 * A post of an account on another server: its picture, name (leading to
 * their profile here) and address, its text as plain text (the server keeps
 * no HTML), its image through this server, and a link out to the post.
 */
function RemoteEntry({
  item,
  now,
  action,
}: {
  item: Extract<FeedItem, { type: 'remote' }>;
  now: number;
  action?: ReactNode;
}) {
  const { account } = item;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <p className="text-sm font-bold tracking-wide text-fg-muted uppercase">{texts.feed.remote}</p>
      <div className="flex items-center gap-3">
        <RemoteAvatar src={account.avatarUrl} name={account.name} size="small" />
        <div className="min-w-0">
          <Link
            to={remoteProfilePagePath(account.address)}
            className="font-bold break-words text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            {account.name}
          </Link>
          <p className="text-sm break-all text-fg-muted">
            {account.address}
            <When iso={item.at} now={now} />
          </p>
        </div>
      </div>
      <ContentWarningFold warning={item.contentWarning}>
        {item.text ? <p className="break-words whitespace-pre-line">{item.text}</p> : null}
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={texts.feed.remoteImage(account.address)}
            loading="lazy"
            className="max-h-80 w-fit max-w-full rounded object-contain"
          />
        ) : null}
      </ContentWarningFold>
      {item.url ? <RemoteLink href={item.url}>{texts.feed.remoteOpen}</RemoteLink> : null}
      {action ? <div>{action}</div> : null}
    </article>
  );
}

function FeedEntry({
  item,
  now,
  remoteAction,
}: {
  item: FeedItem;
  now: number;
  remoteAction?: (postId: string) => ReactNode;
}) {
  if (item.type === 'remote') return <RemoteEntry item={item} now={now} action={remoteAction?.(item.id)} />;
  if (item.type === 'import') return <ImportEntry item={item} now={now} />;
  if (item.type === 'albums') return <BurstEntry item={item} now={now} />;
  const isAlbum = item.type === 'album';
  return (
    <article className="flex gap-4 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <div className="w-20 shrink-0 sm:w-28">
        {isAlbum ? (
          <AlbumCover
            albumId={item.album.id}
            name={item.album.name}
            artist={item.album.artist}
            cover={item.album.image}
            sizes="(min-width: 640px) 112px, 80px"
            alt=""
          />
        ) : (
          <CollectionCover name={item.collection.name} preview={item.collection.preview} isSmall />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-bold tracking-wide text-fg-muted uppercase">
          {isAlbum ? texts.feed.album : texts.feed.collection}
        </p>
        {isAlbum ? (
          <>
            <ItemTitle to={`/album/${encodeURIComponent(item.album.id)}`} name={item.album.name} />
            <p className="break-words text-fg-muted">{shownField(item.album.artist)}</p>
            {item.wished ? <WishedFlag text={texts.feed.onWishlist} /> : null}
          </>
        ) : (
          <>
            <ItemTitle
              to={`/collection/${encodeURIComponent(item.collection.id)}`}
              name={item.collection.name}
            />
            <p className="text-fg-muted">{texts.lists.albumCount(item.collection.albumCount)}</p>
          </>
        )}
        <p className="mt-1 text-sm">
          {isAlbum ? texts.feed.addedBy : texts.feed.createdBy}{' '}
          <TextLink to={`/user/${encodeURIComponent(item.user.id)}`}>{item.user.name}</TextLink>
          <When iso={item.at} now={now} />
        </p>
      </div>
    </article>
  );
}

function When({ iso, now }: { iso: string; now: number }) {
  const when = formatWhen(iso, now);
  if (!when) return null;
  return (
    <>
      {' · '}
      <time dateTime={iso} title={when.full} className="text-fg-muted">
        {when.short}
      </time>
    </>
  );
}

/** An item's name, a link to its page. */
function ItemTitle({ to, name }: { to: string; name: string }) {
  return (
    <h2 className="text-lg font-bold break-words">
      <Link to={to} className="underline-offset-4 hover:text-accent hover:underline">
        {name}
      </Link>
    </h2>
  );
}
