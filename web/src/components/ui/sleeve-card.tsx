import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlbumCover } from './album-cover.tsx';

interface SleeveCardProps {
  name: string;
  artist: string;
  image: string | null;
  /** Extra lines under the artist (year, label...). */
  details?: readonly string[];
  /** The album page. Without an action the whole card is the link; with one, only the name is. */
  to?: string;
  /** A button under the text (a link may not contain a button). */
  action?: ReactNode;
}

/**
 * One record sleeve in a grid: the cover, then the album name and artist. The
 * cover's alt text is empty because the name is printed right under it.
 */
export function SleeveCard({ name, artist, image, details = [], to, action }: SleeveCardProps) {
  const text = (
    <>
      <AlbumCover name={name} src={image} alt="" />
      <span className="mt-2 line-clamp-2 font-bold break-words text-fg">{name}</span>
      <span className="line-clamp-2 break-words text-fg-muted">{artist}</span>
    </>
  );

  if (to && !action) {
    return (
      <Link to={to} className="group flex h-full flex-col rounded-lg p-1 hover:bg-raised">
        {text}
        <Details details={details} />
      </Link>
    );
  }

  return (
    <div className="flex h-full flex-col p-1">
      <AlbumCover name={name} src={image} alt="" />
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
      <span className="line-clamp-2 break-words text-fg-muted">{artist}</span>
      <Details details={details} />
      {action ? <div className="mt-auto pt-3">{action}</div> : null}
    </div>
  );
}

function Details({ details }: { details: readonly string[] }) {
  const shown = details.filter((detail) => detail.trim().length > 0);
  if (shown.length === 0) return null;
  return <span className="text-sm break-words text-fg-muted">{shown.join(' · ')}</span>;
}

interface AlbumSleeveProps {
  album: { id: string; name: string; artist: string; image: string | null };
  details: readonly string[];
}

/** An album's sleeve, the whole card a link to the album's page. */
export function AlbumSleeve({ album, details }: AlbumSleeveProps) {
  return (
    <SleeveCard
      name={album.name}
      artist={album.artist}
      image={album.image}
      details={details}
      to={`/album/${encodeURIComponent(album.id)}`}
    />
  );
}
