import { useState } from 'react';

const SIZES = { tiny: 'h-5 w-5 text-xs', small: 'h-9 w-9 text-base', large: 'h-14 w-14 text-xl' } as const;

/**
 * A remote account's picture (served through this server), or its initial when
 * it has none or it cannot be had. Decorative: the name beside it says who it is.
 */
export function RemoteAvatar({
  src,
  name,
  size,
}: {
  src: string | null;
  name: string;
  size: 'tiny' | 'small' | 'large';
}) {
  const [failed, setFailed] = useState(false);
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (src === null || failed) {
    return (
      <span
        aria-hidden="true"
        className={`${classes} flex items-center justify-center bg-raised font-bold text-fg-muted`}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img src={src} alt="" className={`${classes} object-cover`} onError={() => setFailed(true)} />;
}
