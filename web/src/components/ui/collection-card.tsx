import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { CollectionCover } from './collection-cover.tsx';

interface CollectionCardProps {
  name: string;
  /** The collection's page. */
  to: string;
  /** Its first albums: SPEC.md §9 shows up to 4, as a 2×2 square of covers. */
  preview: ComponentProps<typeof CollectionCover>['preview'];
  /** Lines under the name, e.g. '3 álbumes', 'Privada'. */
  details?: readonly string[];
  /** Under the details, outside the card's link (e.g. a link to the owner: a link may not contain a link). */
  footer?: ReactNode;
}

/**
 * One collection in a grid, the same size as a record sleeve: its first covers,
 * then its name. The covers are decorative; the name printed under them names the link.
 */
export function CollectionCard({ name, to, preview, details = [], footer }: CollectionCardProps) {
  const shown = details.filter((detail) => detail.trim().length > 0);

  return (
    <div className="flex h-full flex-col rounded-lg p-1 hover:bg-raised">
      <Link to={to} className="group flex flex-col">
        <CollectionCover name={name} preview={preview} />
        <span className="mt-2 line-clamp-2 font-bold break-words text-fg underline-offset-4 group-hover:text-accent group-hover:underline">
          {name}
        </span>
      </Link>
      {shown.length > 0 ? (
        <span className="text-sm break-words text-fg-muted">{shown.join(' · ')}</span>
      ) : null}
      {footer ? <div className="text-sm">{footer}</div> : null}
    </div>
  );
}
