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
import { useStartImport } from '../../features/imports/api/start-import.ts';
import { AccountImportForm } from '../../features/imports/components/account-import-form.tsx';
import { ImportFilePicker } from '../../features/imports/components/import-file-picker.tsx';
import { ImportPreviewPanel } from '../../features/imports/components/import-preview-panel.tsx';
import { ImportProgress, isImportActive } from '../../features/imports/components/import-progress.tsx';
import { errorMessage } from '../../lib/api-client.ts';

const t = texts.imports.page;

/** Importar desde Discogs: choose the export, see the preview, import, follow the progress. */
export function ImportPage() {
  const current = useCurrentImport();
  const preview = usePreviewImport();
  const start = useStartImport();
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const [file, setFile] = useState<File | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);

  const job = current.data?.job ?? null;
  const running = job !== null && isImportActive(job);
  const showJob = job !== null && (running || job.id === startedId);

  const choose = (chosen: File) => {
    setFile(chosen);
    setStartedId(null);
    start.reset();
    preview.mutate(chosen);
  };

  const nothingToAdd = (result: ImportPreview) => result.copiesToAdd + result.wantsToAdd === 0;
  // A listed account waits for the person: its preview, then 'Importar' or 'Cancelar'.
  const listed = job?.state === 'ready' && job.preview ? job.preview : null;

  return (
    <>
      <PageHeading title={t.title} />
      <p className="mb-6 max-w-2xl">{t.intro}</p>
      {current.isPending ? (
        <LoadingState label={t.reading} />
      ) : job && listed ? (
        <div className="flex max-w-3xl flex-col gap-4">
          <ImportPreviewPanel preview={listed} />
          {nothingToAdd(listed) && <p>{t.nothingToAdd}</p>}
          {confirm.isError && <FormAlert message={errorMessage(confirm.error)} />}
          <div className="flex flex-wrap gap-3">
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
        </div>
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
          <ImportFilePicker onFile={choose} disabled={preview.isPending || start.isPending} />
          {preview.isPending && <LoadingState label={t.reading} />}
          {preview.isError && <FormAlert message={errorMessage(preview.error)} />}
          {preview.data && file && (
            <>
              <ImportPreviewPanel preview={preview.data} />
              {nothingToAdd(preview.data) && <p>{t.nothingToAdd}</p>}
              {start.isError && <FormAlert message={errorMessage(start.error)} />}
              <Button
                className="self-start"
                isLoading={start.isPending}
                onClick={() =>
                  start.mutate(file, {
                    onSuccess: (started) => {
                      setStartedId(started.id);
                      void current.refetch();
                    },
                  })
                }
              >
                {t.start}
              </Button>
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
