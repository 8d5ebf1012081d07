import { shownField } from '@surcos/contracts/album-placeholders';
import { useEffect, useRef, useState } from 'react';
import { coverSrc, coverSrcSet, LARGEST_COVER_SIZE } from '@surcos/contracts/covers';
import { texts } from '@surcos/contracts/texts';

/**
 * How wide a sleeve of `sleeve-grid` is shown (index.css: one column on
 * phones up to six, in a page at most 80rem wide), so each browser fetches
 * the smallest cover that fills it.
 */
export const GRID_COVER_SIZES =
  '(min-width: 1536px) 206px, (min-width: 1280px) 247px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

interface AlbumCoverProps {
  /** Album name: the placeholder sets it in type, as the sleeve's title. */
  name: string;
  /** Set smaller under the title (a stored placeholder in the reader's language); absent for a collection's own placeholder. */
  artist?: string | undefined;
  /** Picks the placeholder's colours (`sleeveColours`); the name stands in without it. */
  albumId?: string | undefined;
  /** The album's cover path as the API gives it (`/covers/249504`); null or absent: the placeholder. */
  cover?: string | null | undefined;
  /** How wide the cover is shown (the `sizes` attribute); a grid sleeve by default. */
  sizes?: string;
  /** The page's own subject (the album page): fetched at once rather than when scrolled to. */
  isEager?: boolean;
  /** Defaults to 'Portada de {name}'; pass '' when the name is already printed beside it. */
  alt?: string;
  className?: string;
}

/**
 * A square sleeve. The placeholder (a typographic sleeve: the title and the
 * artist set in type on a colour picked by the album's id) is always
 * underneath: it shows while the cover loads and stays when there is none or
 * it fails, so a grid never shows a broken image and the same album always
 * looks the same.
 *
 * The type scales with the sleeve (container query units), from a feed
 * thumbnail (about 64–80 px: two lines of title, one of artist) to the album
 * page (about 300 px); below 56 px (a collection's 2×2 thumbnail) the colour
 * stands alone. Only classes, no inline style: the Content-Security-Policy
 * refuses style attributes in the HTML the server renders (src/render-visitor-page.tsx).
 */
export function AlbumCover({
  name,
  artist,
  albumId,
  cover,
  sizes = GRID_COVER_SIZES,
  isEager = false,
  alt,
  className = '',
}: AlbumCoverProps) {
  const [failedCover, setFailedCover] = useState<string | null>(null);
  const label = alt ?? texts.covers.alt(name);
  const hasImage = Boolean(cover) && failedCover !== cover;
  const colours = sleeveColours(albumId ?? name);
  const imageRef = useRef<HTMLImageElement>(null);

  // A cover that failed before the app took over the server's HTML had no one listening to it.
  useEffect(() => {
    const image = imageRef.current;
    if (cover && image?.complete && image.naturalWidth === 0) setFailedCover(cover);
  }, [cover]);

  return (
    <div
      className={`@container relative aspect-square w-full overflow-hidden rounded-lg ${colours.className} ${className}`}
      role={!hasImage && label ? 'img' : undefined}
      aria-label={!hasImage && label ? label : undefined}
      aria-hidden={!hasImage && !label ? true : undefined}
    >
      {/* The type is drawn by CSS from data-text, not written in the page: the name printed beside
          the sleeve stays the only one that find-in-page, copying and text queries meet. */}
      <span
        className="flex size-full flex-col justify-between gap-1 p-[8cqw] break-words @max-[3.5rem]:hidden"
        aria-hidden="true"
      >
        <span className={SLEEVE_TITLE} data-text={name} />
        {artist ? <span className={SLEEVE_ARTIST} data-text={shownField(artist)} /> : null}
      </span>
      {hasImage && cover ? (
        <img
          ref={imageRef}
          src={coverSrc(cover, LARGEST_COVER_SIZE)}
          srcSet={coverSrcSet(cover)}
          sizes={sizes}
          width={LARGEST_COVER_SIZE}
          height={LARGEST_COVER_SIZE}
          alt={label}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedCover(cover)}
        />
      ) : null}
    </div>
  );
}

/** The title: the larger type, three lines (two on a thumbnail under 96 px), then '…'. */
export const SLEEVE_TITLE =
  'line-clamp-3 text-[clamp(0.6875rem,11cqw,2.5rem)] leading-[1.15] font-bold before:content-[attr(data-text)] @max-[6rem]:line-clamp-2';
/** The artist: smaller, two lines (one on a thumbnail), then '…'. */
export const SLEEVE_ARTIST =
  'line-clamp-2 text-[clamp(0.625rem,7.5cqw,1.5rem)] leading-[1.2] before:content-[attr(data-text)] @max-[6rem]:line-clamp-1';

export interface SleeveColours {
  /** The sleeve, '#rrggbb'. */
  background: string;
  /** Its type, at least 4.5:1 against `background` (test/unit/album-cover.test.tsx). */
  text: string;
  /** Both as Tailwind classes, written out whole so Tailwind finds them. */
  className: string;
}

/**
 * Twelve sleeve colours around the colour wheel, dark with light type and
 * light with dark type in turn. A sleeve is printed, not themed: the same
 * pair in both themes, each readable on its own.
 */
export const SLEEVE_PALETTE = [
  { background: '#8c2f39', text: '#fdf6ec', className: 'bg-[#8c2f39] text-[#fdf6ec]' }, // oxblood
  { background: '#f4a58a', text: '#2a1208', className: 'bg-[#f4a58a] text-[#2a1208]' }, // coral
  { background: '#e9c46a', text: '#2b2104', className: 'bg-[#e9c46a] text-[#2b2104]' }, // mustard
  { background: '#55642b', text: '#fbf7e9', className: 'bg-[#55642b] text-[#fbf7e9]' }, // olive
  { background: '#1f5f4a', text: '#f1fbf6', className: 'bg-[#1f5f4a] text-[#f1fbf6]' }, // forest
  { background: '#a8dcc6', text: '#0f2a21', className: 'bg-[#a8dcc6] text-[#0f2a21]' }, // mint
  { background: '#1d5c6e', text: '#eefafd', className: 'bg-[#1d5c6e] text-[#eefafd]' }, // teal
  { background: '#9cc7e8', text: '#0c2136', className: 'bg-[#9cc7e8] text-[#0c2136]' }, // sky
  { background: '#2e3a7a', text: '#f0f2ff', className: 'bg-[#2e3a7a] text-[#f0f2ff]' }, // indigo
  { background: '#c9b6ec', text: '#24163f', className: 'bg-[#c9b6ec] text-[#24163f]' }, // lilac
  { background: '#6b2d5c', text: '#fdf0f8', className: 'bg-[#6b2d5c] text-[#fdf0f8]' }, // plum
  { background: '#f2a9c0', text: '#3a0f1f', className: 'bg-[#f2a9c0] text-[#3a0f1f]' }, // rose
] as const satisfies readonly SleeveColours[];

/**
 * Consecutive ids step 5 places round the palette (5 and 12 share no factor),
 * so twelve in a row take every colour once, and neighbours sit far apart on
 * the wheel. A Discogs release id is a number; any other key is hashed whole.
 */
const PALETTE_STEP = 5;

/** The sleeve colours of an album: the same id, the same colours, in every list and on every device. */
export function sleeveColours(key: string): SleeveColours {
  const size = SLEEVE_PALETTE.length;
  const numbered = /^(.*?)(\d{1,15})$/.exec(key);
  const index = numbered
    ? (hash(numbered[1] ?? '') + (Number(numbered[2]) % size) * PALETTE_STEP) % size
    : hash(key) % size;
  return SLEEVE_PALETTE[index] ?? SLEEVE_PALETTE[0];
}

/** FNV-1a over the code points: cheap, stable, and spread well enough for twelve colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return value;
}
