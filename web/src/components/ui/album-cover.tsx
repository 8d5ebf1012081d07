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
  /** Album name: the placeholder's initials and colour come from it. */
  name: string;
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
 * A square sleeve. The placeholder (the album's initials on a colour derived
 * from its name) is always underneath: it shows while the cover loads and
 * stays when there is none or it fails, so a grid never shows a broken image
 * and the same album always looks the same.
 */
export function AlbumCover({
  name,
  cover,
  sizes = GRID_COVER_SIZES,
  isEager = false,
  alt,
  className = '',
}: AlbumCoverProps) {
  const [failedCover, setFailedCover] = useState<string | null>(null);
  const label = alt ?? texts.covers.alt(name);
  const hasImage = Boolean(cover) && failedCover !== cover;
  const colour = placeholderColour(name);
  const imageRef = useRef<HTMLImageElement>(null);

  // A cover that failed before the app took over the server's HTML had no one listening to it.
  useEffect(() => {
    const image = imageRef.current;
    if (cover && image?.complete && image.naturalWidth === 0) setFailedCover(cover);
  }, [cover]);

  return (
    <div
      // The colour is set on the element, not written as a style attribute: the
      // Content-Security-Policy refuses those in HTML the server renders (src/render-visitor-page.tsx).
      ref={(placeholder) => {
        if (placeholder) placeholder.style.backgroundColor = colour;
      }}
      className={`relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg bg-raised ${className}`}
      role={!hasImage && label ? 'img' : undefined}
      aria-label={!hasImage && label ? label : undefined}
      aria-hidden={!hasImage && !label ? true : undefined}
    >
      <span className="text-4xl font-bold tracking-wide text-white" aria-hidden="true">
        {initials(name)}
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

export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** Dark enough in every hue for white initials to pass AA (saturation 45 %, lightness 32 %). */
export function placeholderColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 45% 32%)`;
}
