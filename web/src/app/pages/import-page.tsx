import type { ImportPreview } from '@surcos/contracts/imports';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useCancelImport, useConfirmImport } from '../../features/imports/api/cancel-import.ts';
import { useCurrentImport } from '../../features/imports/api/get-current-import.ts';
import { usePreviewImport } from '../../features/imports/api/preview-import.ts';
import { AccountImportForm } from '../../features/imports/components/account-import-form.tsx';
import { ImportFilePicker } from '../../features/imports/components/import-file-picker.tsx';
import { ImportPreviewPanel } from '../../features/imports/components/import-preview-panel.tsx';
import { ImportProgress, isImportActive } from '../../features/imports/components/import-progress.tsx';
import { errorMessage } from '../../lib/api-client.ts';

const t = texts.imports.page;

/**
 * Importar desde Discogs: choose the export (or an account), see its
 * preview fill in as the server plans it, import, follow the progress.
 */
export function ImportPage() {
  const current = useCurrentImport();
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const [startedId, setStartedId] = useState<string | null>(null);

  const job = current.data?.job ?? null;
  const running = job !== null && isImportActive(job);

  const choose = (chosen: File) => {
    setStartedId(null);
    preview.mutate(chosen, { onSuccess: () => void current.refetch() });
  };

  const nothingToAdd = (result: ImportPreview) => result.copiesToAdd + result.wantsToAdd === 0;
  // A file being planned, or a planned file or account waiting for the person: its preview, then
  // 'Importar' or 'Cancelar'.
  const planning = job?.state === 'planning';
  const listed = (job?.state === 'ready' || planning) && job?.preview ? job.preview : null;
  const showJob = job !== null && !listed && (running || job.id === startedId);

  return (
    <>
      <PageHeading title={t.title} />
      <p className="mb-6 max-w-2xl">{t.intro}</p>
      {current.isPending ? (
        <LoadingState label={t.reading} />
      ) : showJob ? (
        <div className="flex flex-col gap-4">
          <ImportProgress job={job} />
          {!running && (
            <Button variant="secondary" className="self-start" onClick={() => setStartedId(null)}>
              {t.another}
            </Button>
          )}
        </div>
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          {job?.state === 'failed' && job.totalRows === 0 && job.error && job.id === preview.data?.id && (
            <FormAlert message={job.error} />
          )}
          <ImportFilePicker onFile={choose} disabled={preview.isPending} />
          {preview.isPending && <LoadingState label={t.reading} />}
          {preview.isError && <FormAlert message={errorMessage(preview.error)} />}
          {job && listed && (
            <>
              {planning && <LoadingState label={`${t.reading} ${texts.imports.planned(job.totalRows)}`} />}
              <ImportPreviewPanel preview={listed} />
              {!planning && nothingToAdd(listed) && <p>{t.nothingToAdd}</p>}
              {confirm.isError && <FormAlert message={errorMessage(confirm.error)} />}
              <div className="flex flex-wrap gap-3">
                {!planning && (
                  <Button
                    isLoading={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(job.id, {
                        onSuccess: (started) => {
                          setStartedId(started.id);
                          void current.refetch();
                        },
                      })
                    }
                  >
                    {t.start}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  isLoading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(job.id, {
                      onSuccess: () => {
                        setStartedId(null);
                        void current.refetch();
                      },
                    })
                  }
                >
                  {t.cancel}
                </Button>
              </div>
            </>
          )}
          <AccountImportForm
            onStarted={(id) => {
              setStartedId(id);
              void current.refetch();
            }}
          />
        </div>
      )}
    </>
  );
}
