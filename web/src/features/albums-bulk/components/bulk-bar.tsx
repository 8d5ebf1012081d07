import type { BulkResult } from '@surcos/contracts/albums-bulk';
import { DEFAULT_FOLDER, MEDIA_CONDITIONS } from '@surcos/contracts/copy-values';
import { COPY_FOLDER_MAX_LENGTH } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { folderLabel, gradeLabel } from '../../../lib/discogs-labels.ts';
import { type BulkRequest, useBulkAlbums, useUndoBulk } from '../api/bulk-albums.ts';

const t = texts.albumsBulk;

/** What a removal takes, in words: '3 discos, 5 copias' (', 2 con notas'). */
export const removalSummary = (result: Pick<BulkResult, 'albums' | 'copies' | 'copiesWithNotes'>) =>
  t.removalSummary(result.albums, result.copies, result.copiesWithNotes);

type Panel = 'move' | 'collect' | 'grade' | null;

const NO_GRADE = '';
const GRADE_OPTIONS = [
  { value: NO_GRADE, label: t.noGrade },
  ...MEDIA_CONDITIONS.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
];

/**
 * 'Seleccionar' mode's bar: how many are chosen, 'Seleccionar todo
 * (visible)', and the actions on them; each success toasts with 'Deshacer'.
 * A removal first asks, naming what goes.
 */
export function BulkBar({
  albumIds,
  isAtLimit,
  folders,
  collections,
  onSelectAll,
  onClear,
  onCancel,
}: {
  albumIds: readonly string[];
  isAtLimit: boolean;
  /** The member's folders, offered when moving. */
  folders: readonly string[];
  collections: ReadonlyArray<{ id: string; name: string }>;
  onSelectAll: () => void;
  /** After an action: nothing is chosen any more. */
  onClear: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const bulk = useBulkAlbums();
  const undo = useUndoBulk();
  const [panel, setPanel] = useState<Panel>(null);
  const [folder, setFolder] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [grade, setGrade] = useState<string>(NO_GRADE);
  const [removal, setRemoval] = useState<BulkResult | null>(null);
  const foldersId = useId();
  const count = albumIds.length;
  const ids = [...albumIds];

  const offerUndo = (message: string, result: BulkResult, action: BulkRequest['action']) => {
    const token = result.undo;
    if (token === null) {
      toast.success(message);
      return;
    }
    toast.undoable(message, () => {
      undo(token, action).then(
        () => toast.success(texts.toast.undone),
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
  };

  const run = async (body: BulkRequest, message: (result: BulkResult) => string) => {
    try {
      const result = await bulk.mutateAsync(body);
      offerUndo(message(result), result, body.action);
      setPanel(null);
      setRemoval(null);
      onClear();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const askRemoval = async () => {
    try {
      setRemoval(await bulk.mutateAsync({ action: 'remove', albumIds: ids, dryRun: true }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (panel === 'move') {
      const name = folder.trim() || DEFAULT_FOLDER;
      void run({ action: 'move', albumIds: ids, folder: name }, (result) =>
        t.moved(result.albums, folderLabel(name)),
      );
    } else if (panel === 'collect') {
      const chosen = collections.find((collection) => collection.id === collectionId) ?? collections[0];
      if (!chosen) return;
      void run({ action: 'collect', albumIds: ids, collectionId: chosen.id }, (result) =>
        t.collected(result.albums, chosen.name),
      );
    } else if (panel === 'grade') {
      const mediaCondition = (MEDIA_CONDITIONS as readonly string[]).includes(grade)
        ? (grade as (typeof MEDIA_CONDITIONS)[number])
        : null;
      void run({ action: 'grade', albumIds: ids, mediaCondition }, (result) => t.graded(result.albums));
    }
  };

  const actionButton = (value: Exclude<Panel, null>, label: string) => (
    <Button
      variant={panel === value ? 'primary' : 'secondary'}
      aria-expanded={panel === value}
      disabled={count === 0}
      onClick={() => setPanel(panel === value ? null : value)}
    >
      {label}
    </Button>
  );

  return (
    <section
      aria-label={t.actionsLabel}
      className="sticky top-0 z-20 mb-4 flex flex-col gap-3 rounded-lg border border-line-strong bg-surface p-3 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p role="status" className="font-bold">
          {t.selected(count)}
        </p>
        <Button variant="ghost" onClick={onSelectAll}>
          {t.selectAll}
        </Button>
        <Button variant="ghost" className="ms-auto" onClick={onCancel}>
          {t.cancelSelection}
        </Button>
      </div>
      {isAtLimit ? (
        <p role="alert" className="text-danger">
          {t.albumsTooMany}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actionButton('move', t.move)}
        {actionButton('collect', t.collect)}
        {actionButton('grade', t.grade)}
        <Button
          variant="danger"
          disabled={count === 0}
          isLoading={bulk.isPending && panel === null}
          onClick={() => void askRemoval()}
        >
          {t.remove}
        </Button>
      </div>
      {panel ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          {panel === 'move' ? (
            <>
              <TextField
                label={t.folderLabel}
                value={folder}
                list={foldersId}
                maxLength={COPY_FOLDER_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => setFolder(event.target.value)}
              />
              <datalist id={foldersId}>
                {folders.map((name) => (
                  <option key={name} value={name} label={folderLabel(name)} />
                ))}
              </datalist>
            </>
          ) : null}
          {panel === 'collect' ? (
            collections.length === 0 ? (
              <p>{t.noCollections}</p>
            ) : (
              <SelectField
                label={t.collectionLabel}
                value={collectionId || (collections[0]?.id ?? '')}
                options={collections.map((collection) => ({ value: collection.id, label: collection.name }))}
                onValueChange={setCollectionId}
              />
            )
          ) : null}
          {panel === 'grade' ? (
            <SelectField
              label={t.gradeLabel}
              value={grade}
              options={GRADE_OPTIONS}
              onValueChange={setGrade}
            />
          ) : null}
          <Button
            type="submit"
            isLoading={bulk.isPending}
            disabled={panel === 'collect' && collections.length === 0}
          >
            {t.apply}
          </Button>
          <Button variant="ghost" onClick={() => setPanel(null)}>
            {t.cancel}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        onClose={() => setRemoval(null)}
        title={t.confirmRemovalTitle(removal?.albums ?? count)}
        description={removal ? t.confirmRemovalDescription(removalSummary(removal)) : ''}
        cancelLabel={t.cancel}
        confirmLabel={t.confirmRemove}
        isPending={bulk.isPending}
        onConfirm={() =>
          void run({ action: 'remove', albumIds: ids }, (result) => t.removed(removalSummary(result)))
        }
      />
    </section>
  );
}
