import type { ImportJob } from '@surcos/contracts/imports';
import { texts } from '@surcos/contracts/texts';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { useCancelImport } from '../api/cancel-import.ts';

const t = texts.imports.page;

export const isImportActive = (job: ImportJob): boolean =>
  job.state === 'queued' || job.state === 'running' || job.state === 'paused';

/** The live bar of an import, its cancel button, and once it ends the summary and the report. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const cancel = useCancelImport();
  const active = isImportActive(job);
  return (
    <section aria-labelledby="import-progress" className="flex max-w-2xl flex-col gap-3">
      <h2 id="import-progress" className="text-xl font-bold" aria-live="polite">
        {t.states[job.state]}
      </h2>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={job.totalRows}
        aria-valuenow={job.rowsDone}
        aria-valuetext={t.progress(job.rowsDone, job.totalRows)}
        className="h-4 w-full overflow-hidden rounded-full bg-raised"
      >
        <div
          className="h-full bg-accent transition-[width]"
          style={{
            width: `${job.totalRows === 0 ? 100 : Math.round((job.rowsDone / job.totalRows) * 100)}%`,
          }}
        />
      </div>
      <p>{t.progress(job.rowsDone, job.totalRows)}</p>
      <ImportDetailsNote job={job} />
      {job.etaSeconds !== null && (active || job.detailsPending > 0) && (
        <p className="text-fg-muted">{t.eta(job.etaSeconds)}</p>
      )}
      {job.error && <p role="alert">{job.error}</p>}
      {active ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-fg-muted">{t.cancelKeeps}</p>
          <Button
            variant="danger"
            className="self-start"
            isLoading={cancel.isPending}
            onClick={() => cancel.mutate(job.id)}
          >
            {t.cancel}
          </Button>
        </div>
      ) : (
        <>
          <p>
            {t.summary(job.copiesAdded, job.wantsAdded, job.copiesSkipped + job.wantsSkipped, job.failedRows)}
          </p>
          <div className="flex flex-wrap gap-3">
            {job.kind === 'wantlist' ? (
              <ButtonLink to="/wishlist">{t.seeWishlist}</ButtonLink>
            ) : (
              <ButtonLink to="/albums">{t.seeAlbums}</ButtonLink>
            )}
            <a
              href={`/api/imports/${encodeURIComponent(job.id)}/report`}
              download
              className={buttonClasses('secondary')}
            >
              {t.report}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * What happens to the albums' details, said as it is: without the detail lane only the file's data
 * stays; with it, what is still coming from Discogs, what came, and what Discogs does not know.
 */
function ImportDetailsNote({ job }: { job: ImportJob }) {
  if (job.detailsSource === 'file')
    return <p className="text-fg-muted">{t.detailsFileOnly(job.kind === 'account')}</p>;
  const allFetched = job.detailsPending === 0 && job.detailsUnknown === 0;
  return (
    <>
      {job.detailsPending > 0 && <p className="text-fg-muted">{t.detailsPending(job.detailsPending)}</p>}
      {job.detailsFetched > 0 && (
        <p className="text-fg-muted">{t.detailsFetched(job.detailsFetched, allFetched)}</p>
      )}
      {job.detailsUnknown > 0 && <p className="text-fg-muted">{t.detailsUnknown(job.detailsUnknown)}</p>}
    </>
  );
}
