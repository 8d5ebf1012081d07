import { useState } from 'react';
import { texts } from '@surcos/contracts/texts';

interface AlbumCoverProps {
  /** Album name: the placeholder's initials and colour come from it. */
  name: string;
  src?: string | null | undefined;
  /** Defaults to 'Portada de {name}'; pass '' when the name is already printed beside it. */
  alt?: string;
  className?: string;
}

/**
 * A square sleeve. When the image is missing or fails to load, a placeholder
 * with the album's initials on a colour derived from its name stands in, so a
 * grid never shows broken images and the same album always looks the same.
 */
export function AlbumCover({ name, src, alt, className = '' }: AlbumCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? texts.covers.alt(name);
  const frame = `relative aspect-square w-full overflow-hidden rounded-lg bg-raised ${className}`;

  if (src && failedSrc !== src) {
    return (
      <div className={frame}>
        <img
          src={src}
          alt={label}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      </div>
    );
  }

  return (
    <div
      className={`${frame} flex items-center justify-center`}
      style={{ backgroundColor: placeholderColour(name) }}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <span className="text-4xl font-bold tracking-wide text-white" aria-hidden="true">
        {initials(name)}
      </span>
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
