import { UNKNOWN } from '@surcos/contracts/album-placeholders';
import type { SearchHit } from '@surcos/contracts/albums';
import { texts } from '@surcos/contracts/texts';
import type { ReactNode } from 'react';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useEditions } from '../api/get-editions.ts';

const t = texts.album.editions;

/** What tells one pressing from another, as a search result says it. */
const pressingOf = (edition: SearchHit): string =>
  [
    edition.year === UNKNOWN ? '' : edition.year,
    edition.country,
    edition.format,
    edition.label,
    edition.catalogNumber,
  ]
    .filter((part) => part && part !== UNKNOWN)
    .join(' · ');

/**
 * 'Otras ediciones': the other pressings of the album's Discogs master that
 * Surcos knows, each a link to its page, with `action` (the page gives the
 * owner a way to move a copy there). Nothing when there are none.
 */
export function OtherEditions({
  albumId,
  action,
}: {
  albumId: string;
  action?: ((edition: SearchHit) => ReactNode) | undefined;
}) {
  const editions = useEditions(albumId);
  const items = editions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="otras-ediciones" className="mt-10 flex flex-col gap-3">
      <h2 id="otras-ediciones" className="text-2xl font-bold">
        {t.title}
      </h2>
      {action ? <p className="text-fg-muted">{t.hint}</p> : null}
      <ul aria-label={t.list} className="flex flex-col gap-3">
        {items.map((edition) => (
          <li
            key={edition.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3"
          >
            <div className="w-16 shrink-0">
              <AlbumCover
                albumId={edition.id}
                name={edition.name}
                artist={edition.artist}
                cover={edition.image}
                sizes="64px"
                alt=""
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <TextLink to={`/album/${encodeURIComponent(edition.id)}`} className="font-bold break-words">
                {edition.name}
              </TextLink>
              <span className="text-sm break-words text-fg-muted">{pressingOf(edition)}</span>
            </div>
            {action?.(edition)}
          </li>
        ))}
      </ul>
    </section>
  );
}
