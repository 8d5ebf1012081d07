import { texts } from '@surcos/contracts/texts';
import { buttonClasses } from '../../../components/ui/button.tsx';

const t = texts.exports;

/** Downloads of the user's data: Discogs' own CSV columns, or everything as JSON. */
export function ExportLinks() {
  return (
    <section aria-labelledby="exports" className="flex max-w-xl flex-col gap-3">
      <h2 id="exports" className="text-xl font-bold">
        {t.title}
      </h2>
      <p className="text-fg-muted">{t.intro}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/me/export/collection.csv" download className={buttonClasses('secondary')}>
          {t.collectionCsv}
        </a>
        <a href="/api/me/export/wantlist.csv" download className={buttonClasses('secondary')}>
          {t.wantlistCsv}
        </a>
        <a href="/api/me/export.json" download className={buttonClasses('secondary')}>
          {t.allJson}
        </a>
      </div>
    </section>
  );
}
