import { shownField } from '@surcos/contracts/album-placeholders';
import { isValidElement, memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlbumCover } from './album-cover.tsx';

interface SleeveCardProps {
  /** Picks the placeholder's colours (AlbumCover). */
  albumId: string;
  name: string;
  artist: string;
  image: string | null;
  /** Extra lines under the artist (year, label...); a stored placeholder shows in the reader's language. */
  details?: readonly string[];
  /** The album page. Without an action the whole card is the link; with one, only the name is. */
  to?: string;
  /** A button under the text (a link may not contain a button). */
  action?: ReactNode;
  /** More under the details, outside the card's link (it may hold links of its own). */
  extra?: ReactNode;
}

/**
 * One record sleeve in a grid: the cover, then the album name and artist. The
 * cover's alt text is empty because the name is printed right under it.
 */
export function SleeveCard({
  albumId,
  name,
  artist,
  image,
  details = [],
  to,
  action,
  extra,
}: SleeveCardProps) {
  const text = (
    <>
      <AlbumCover albumId={albumId} name={name} artist={artist} cover={image} alt="" />
      <span className="mt-2 line-clamp-2 font-bold break-words text-fg">{name}</span>
      <span className="line-clamp-2 break-words text-fg-muted">{shownField(artist)}</span>
    </>
  );

  if (to && !action) {
    const link = (
      <Link to={to} className="group flex h-full flex-col rounded-lg p-1 hover:bg-raised">
        {text}
        <Details details={details} />
      </Link>
    );
    if (!extra) return link;
    return (
      <div className="flex h-full flex-col">
        {link}
        <div className="px-1">{extra}</div>
      </div>
    );
  }

  return (
    <div className="flex h-full flex-col p-1">
      <AlbumCover albumId={albumId} name={name} artist={artist} cover={image} alt="" />
      {to ? (
        <Link
          to={to}
          className="mt-2 line-clamp-2 font-bold break-words text-fg underline-offset-4 hover:text-accent hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="mt-2 line-clamp-2 font-bold break-words text-fg">{name}</span>
      )}
      <span className="line-clamp-2 break-words text-fg-muted">{shownField(artist)}</span>
      <Details details={details} />
      {extra}
      {action ? <div className="mt-auto pt-3">{action}</div> : null}
    </div>
  );
}

function Details({ details }: { details: readonly string[] }) {
  const shown = details.filter((detail) => detail.trim().length > 0);
  if (shown.length === 0) return null;
  return <span className="text-sm break-words text-fg-muted">{shown.map(shownField).join(' · ')}</span>;
}

interface AlbumSleeveProps {
  album: { id: string; name: string; artist: string; image: string | null };
  details: readonly string[];
  /** Under the card, outside its link (e.g. 'Lo buscan:' with links of its own). */
  extra?: ReactNode;
}

/** The same lines, though the list holding them is a new one. */
const sameDetails = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((detail, index) => detail === b[index]);

/** The same extra: the same node, or an element of the same component with the same props. */
function sameExtra(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const aProps = a.props as Record<string, unknown>;
  const bProps = b.props as Record<string, unknown>;
  const names = Object.keys(aProps);
  return names.length === Object.keys(bProps).length && names.every((name) => aProps[name] === bProps[name]);
}

/**
 * An album's sleeve, the whole card a link to the album's page. A list re-renders its cards
 * whenever its query or page does (a count arriving, a refetch starting and ending), each time
 * with new `details` and `extra` of the same content: a card renders again only when its album or
 * what it shows changed (docs/decisions/052-first-screen-of-signed-in-lists.md).
 */
export const AlbumSleeve = memo(
  AlbumSleeveCard,
  (before, after) =>
    before.album === after.album &&
    sameDetails(before.details, after.details) &&
    sameExtra(before.extra, after.extra),
);

function AlbumSleeveCard({ album, details, extra }: AlbumSleeveProps) {
  return (
    <SleeveCard
      albumId={album.id}
      name={album.name}
      artist={album.artist}
      image={album.image}
      details={details}
      extra={extra}
      to={`/album/${encodeURIComponent(album.id)}`}
    />
  );
}
