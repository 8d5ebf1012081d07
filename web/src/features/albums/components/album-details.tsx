import { type AlbumDetail, NOT_AVAILABLE } from '@surcos/contracts/albums';
import { useId, type ReactNode } from 'react';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';
import { isHttpUrl } from '../../../lib/http-url.ts';
import { DetailList } from '../../../components/ui/detail-list.tsx';

const numberFormat = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 });
const priceFormat = new Intl.NumberFormat(texts.locale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const listOrUnknown = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : NOT_AVAILABLE);

interface AlbumDetailsProps {
  detail: AlbumDetail;
  /** The add/remove and wishlist buttons, composed by the page. */
  actions: ReactNode;
}

/** Everything SPEC.md lists for an album, under the page's h1 (the album name). */
export function AlbumDetails({ detail, actions }: AlbumDetailsProps) {
  const { album, owners, wishlistedBy } = detail;
  const videos = album.videos.filter((video) => isHttpUrl(video.uri));
  const fields: Array<[label: string, value: string]> = [
    [texts.album.fields.artist, album.artist],
    [texts.album.fields.year, album.year],
    [texts.album.fields.genre, album.genre],
    [texts.album.fields.label, album.label],
    [texts.album.fields.country, album.country],
    [texts.album.fields.released, album.released],
    [texts.album.fields.notes, album.notes],
    [texts.album.fields.formats, listOrUnknown(album.formats)],
    // The music database gives 0 when nobody sells it.
    [
      texts.album.fields.lowestPrice,
      album.lowestPrice > 0 ? priceFormat.format(album.lowestPrice) : NOT_AVAILABLE,
    ],
    [texts.album.fields.styles, listOrUnknown(album.styles)],
    [texts.album.fields.rating, numberFormat.format(album.rating)],
    [texts.album.fields.ratingCount, numberFormat.format(album.ratingCount)],
    [texts.album.fields.credits, album.credits],
  ];

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr] lg:grid-cols-[minmax(0,24rem)_1fr]">
        <div className="w-full max-w-sm md:max-w-none">
          <AlbumCover
            name={album.name}
            cover={album.image}
            sizes="(min-width: 1024px) 384px, (min-width: 768px) 320px, min(100vw, 384px)"
            isEager
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-wrap gap-3">{actions}</div>
          <DetailList fields={fields} />
          {isHttpUrl(album.discogsUrl) ? (
            <p>
              <a
                href={album.discogsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-bold text-accent underline underline-offset-4 hover:text-accent-hover"
              >
                {texts.album.discogs}
              </a>
            </p>
          ) : null}
        </div>
      </div>

      <div className="grid gap-10 lg:grid-cols-2">
        <Section title={texts.album.tracklist}>
          {album.tracklist.length > 0 ? (
            <ol className="list-decimal space-y-1 ps-8 marker:text-fg-muted">
              {album.tracklist.map((track, index) => (
                <li key={`${index}-${track}`} className="break-words">
                  {track}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-fg-muted">{NOT_AVAILABLE}</p>
          )}
        </Section>

        <Section title={texts.album.videos}>
          {videos.length > 0 ? (
            <ul className="space-y-2">
              {videos.map((video, index) => (
                <li key={`${index}-${video.uri}`}>
                  <a
                    href={video.uri}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-words text-accent underline underline-offset-4 hover:text-accent-hover"
                  >
                    {video.title || video.uri}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-fg-muted">{NOT_AVAILABLE}</p>
          )}
        </Section>

        <Section title={texts.album.owners}>
          <UserLinks users={owners} />
        </Section>

        <Section title={texts.album.wishlistedBy}>
          <UserLinks users={wishlistedBy} />
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function UserLinks({ users }: { users: ReadonlyArray<{ id: string; name: string }> }) {
  if (users.length === 0) return <p className="text-fg-muted">{texts.album.nobody}</p>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {users.map((user) => (
        <li key={user.id}>
          <TextLink to={`/user/${encodeURIComponent(user.id)}`}>{user.name}</TextLink>
        </li>
      ))}
    </ul>
  );
}

/** The shape of the page while the album loads. */
export function AlbumDetailsSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr] lg:grid-cols-[minmax(0,24rem)_1fr]">
      <p role="status" className="sr-only">
        {texts.lists.loading}
      </p>
      <Skeleton className="aspect-square w-full max-w-sm md:max-w-none" />
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-11 w-56" />
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full max-w-md" />
        ))}
      </div>
    </div>
  );
}
