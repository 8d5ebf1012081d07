import type { Copy } from '@surcos/contracts/copies';
import { texts } from '@surcos/contracts/texts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { waitsForConnection } from '../../../lib/offline/waits-for-connection.ts';
import { folderLabel, gradeLabel } from '../../../lib/discogs-labels.ts';
import { useCopies } from '../api/get-copies.ts';

const t = texts.copies;

/** One line per copy: its grades where given, and its folder. */
function copyLine(copy: Copy): string {
  return [
    copy.mediaCondition ? `${t.summary.media}: ${gradeLabel(copy.mediaCondition)}` : '',
    copy.sleeveCondition ? `${t.summary.sleeve}: ${gradeLabel(copy.sleeveCondition)}` : '',
    folderLabel(copy.folder),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the owner has of this album, beside the cover (near the top on a
 * phone): how many copies, each in a line, and a link down to 'Mis copias',
 * where they are edited. Shares its query with that section.
 */
export function CopiesSummary({
  albumId,
  isOwner,
  detailsHref,
}: {
  albumId: string;
  isOwner: boolean;
  detailsHref: string;
}) {
  const copies = useCopies(albumId, { enabled: isOwner });
  // Offline with nothing kept, the copies' section below says so once.
  if (!isOwner || copies.isError || waitsForConnection(copies)) return null;
  // Its room is kept while the copies load, so the details below do not jump.
  if (!copies.data) return <Skeleton className="h-28 w-full" />;
  const items = copies.data.items;
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t.summary.label}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <p className="font-bold">{t.summary.count(items.length)}</p>
      <ul className="flex flex-col gap-1 text-fg-muted">
        {items.map((copy) => (
          <li key={copy.id} className="break-words">
            {copyLine(copy)}
          </li>
        ))}
      </ul>
      <p>
        <a
          href={detailsHref}
          className="font-bold text-accent underline underline-offset-4 hover:text-accent-hover"
        >
          {t.summary.details}
        </a>
      </p>
    </section>
  );
}
