import { numberFormat } from '@surcos/contracts/intl';
import { NO_NOTES, NOT_AVAILABLE, UNKNOWN } from '@surcos/contracts/album-placeholders';
import type { AlbumDetail, Track } from '@surcos/contracts/albums';
import { useId, type ReactNode } from 'react';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';
import { isHttpUrl } from '../../../lib/http-url.ts';
import { DetailList } from '../../../components/ui/detail-list.tsx';

const localNumbers = () => numberFormat({ maximumFractionDigits: 2 });
const priceFormat = () =>
  numberFormat({
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** What the music database leaves unsaid: SPEC.md's placeholders, which the page hides. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(['', UNKNOWN, NOT_AVAILABLE, NO_NOTES]);
const isKnown = (value: string) => !PLACEHOLDERS.has(value.trim());

/** Discogs' own page of a release: its ids are Discogs' (bundled-catalogue ids are `sc-…`). */
export const discogsReleaseUrl = (albumId: string): string | null =>
  /^[1-9]\d*$/.test(albumId) ? `https://www.discogs.com/release/${albumId}` : null;

interface AlbumDetailsProps {
  detail: AlbumDetail;
  /** The add/remove and wishlist buttons, composed by the page. */
  actions: ReactNode;
  /** What the viewer owns of it, beside the cover (under it on a phone). */
  summary?: ReactNode;
}

/** What is known of an album, under the page's h1 (the album name); what is not known is left out. */
export function AlbumDetails({ detail, actions, summary }: AlbumDetailsProps) {
  const { album, owners, wishlistedBy, handMade } = detail;
  const videos = album.videos.filter((video) => isHttpUrl(video.uri));
  const tracks = album.tracklist.filter((track) => track.title.trim());
  const discogsUrl = discogsReleaseUrl(album.id);
  const fields: Array<[label: string, value: string]> = [
    [texts.album.fields.artist, album.artist],
    [texts.album.fields.year, album.year],
    [texts.album.fields.genre, album.genre],
    [texts.album.fields.label, album.label],
    [texts.album.fields.country, album.country],
    [texts.album.fields.released, album.released],
    [texts.album.fields.notes, album.notes],
    [texts.album.fields.formats, album.formats.join(', ')],
    // Releases keep theirs in the music database; a hand-made album shows the one its member wrote.
    [texts.album.fields.catalogNumber, handMade?.catalogNumber ?? ''],
    // The music database gives 0 when nobody sells it.
    [texts.album.fields.lowestPrice, album.lowestPrice > 0 ? priceFormat().format(album.lowestPrice) : ''],
    [texts.album.fields.styles, album.styles.join(', ')],
    // Nobody has rated it: 0 is no rating, not a bad one.
    [texts.album.fields.rating, album.ratingCount > 0 ? localNumbers().format(album.rating) : ''],
    [texts.album.fields.ratingCount, album.ratingCount > 0 ? localNumbers().format(album.ratingCount) : ''],
    [texts.album.fields.credits, album.credits],
  ];
  const knownFields = fields.filter(([, value]) => isKnown(value));

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr] lg:grid-cols-[minmax(0,24rem)_1fr]">
        {/* Smaller on a phone, so what the collector owns shows without scrolling far. */}
        <div className="w-full max-w-60 sm:max-w-sm md:max-w-none">
          <AlbumCover
            albumId={album.id}
            name={album.name}
            artist={album.artist}
            cover={album.image}
            sizes="(min-width: 1024px) 384px, (min-width: 768px) 320px, min(100vw, 384px)"
            isEager
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {handMade ? <p className="font-bold text-fg-muted">{texts.addAlbum.byHand.badge}</p> : null}
          <div className="flex flex-wrap gap-3">{actions}</div>
          {summary}
          <DetailList fields={knownFields} />
          {discogsUrl ? (
            <p>
              <a
                href={discogsUrl}
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
        {tracks.length > 0 ? (
          <Section title={texts.album.tracklist}>
            <Tracklist tracks={tracks} />
          </Section>
        ) : null}

        {videos.length > 0 ? (
          <Section title={texts.album.videos}>
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
          </Section>
        ) : null}

        {owners.length > 0 ? (
          <Section title={texts.album.owners}>
            <UserLinks users={owners} />
          </Section>
        ) : null}

        {wishlistedBy.length > 0 ? (
          <Section title={texts.album.wishlistedBy}>
            <UserLinks users={wishlistedBy} />
          </Section>
        ) : null}
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

/**
 * Numbered as SPEC.md has it; where the music database gives positions
 * ('A1', '2-03') they replace the numbers, and durations sit at the end.
 */
function Tracklist({ tracks }: { tracks: readonly Track[] }) {
  const hasPositions = tracks.some((track) => track.position.trim());
  const hasDurations = tracks.some((track) => track.duration.trim());
  if (!hasPositions && !hasDurations) {
    return (
      <ol className="list-decimal space-y-1 ps-8 marker:text-fg-muted">
        {tracks.map((track, index) => (
          <li key={`${index}-${track.title}`} className="break-words">
            {track.title}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="flex flex-col">
      {tracks.map((track, index) => (
        <li
          key={`${index}-${track.title}`}
          className="grid grid-cols-[3rem_minmax(0,1fr)_auto] gap-x-3 border-b border-line py-1.5 last:border-b-0"
        >
          <span className="text-fg-muted tabular-nums">{track.position.trim() || String(index + 1)}</span>
          <span className="break-words">{track.title}</span>
          <span className="text-fg-muted tabular-nums">{track.duration.trim()}</span>
        </li>
      ))}
    </ol>
  );
}

function UserLinks({ users }: { users: ReadonlyArray<{ id: string; name: string }> }) {
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
