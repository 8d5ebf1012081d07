import { dateTimeFormat } from '@surcos/contracts/intl';
import type { Copy, CopyBody } from '@surcos/contracts/copies';
import { texts } from '@surcos/contracts/texts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { waitsForConnection } from '../../../lib/offline/waits-for-connection.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { folderLabel, gradeLabel } from '../../../lib/discogs-labels.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddCopy } from '../api/add-copy.ts';
import { useCopies } from '../api/get-copies.ts';
import { useRemoveCopy, useRestoreCopy } from '../api/remove-copy.ts';
import { useUpdateCopy } from '../api/update-copy.ts';
import { CopyForm } from './copy-form.tsx';

const t = texts.copies;
const dateFormat = () => dateTimeFormat({ dateStyle: 'long' });

/** What the copy dialog is doing: adding one, editing one, or closed. */
type Editing = { kind: 'add' } | { kind: 'edit'; copy: Copy } | null;

/**
 * 'Mis copias' on an album page, for its owner: every copy with its details,
 * and adding, editing and removing them. Removing the last copy removes the
 * album from My albums, behind the usual confirmation.
 */
export function MyCopies({ albumId, isOwner }: { albumId: string; isOwner: boolean }) {
  const copies = useCopies(albumId, { enabled: isOwner });
  const addCopy = useAddCopy();
  const updateCopy = useUpdateCopy();
  const removeCopy = useRemoveCopy();
  const restoreCopy = useRestoreCopy();
  const toast = useToast();
  const once = useSingleFlight();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Copy | null>(null);

  if (!isOwner) return null;
  const items = copies.data?.items ?? [];
  const isLast = items.length <= 1;
  // The last copy takes the album: the question says so when it holds a grade or notes.
  const removalDetail = isLast && removing ? lastCopyDetail(removing) : null;

  /** 'Deshacer' of a copy's change: a failure says why (the copy may be gone meanwhile). */
  const undoing = (undo: () => Promise<unknown>) => () => {
    undo().then(
      () => toast.success(texts.toast.undone),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  };

  async function handleSave(body: CopyBody) {
    const previous = editing?.kind === 'edit' ? editing.copy : null;
    let saved: Copy;
    try {
      saved = previous
        ? await updateCopy.mutateAsync({ copyId: previous.id, body })
        : await addCopy.mutateAsync({ albumId, body });
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    // An edit is undone by writing the copy's previous values back; an added copy by removing it.
    toast.undoable(
      previous ? t.updated : t.added,
      undoing(() =>
        previous
          ? updateCopy.mutateAsync({ copyId: previous.id, body: bodyOf(previous) })
          : removeCopy.mutateAsync({ copyId: saved.id, albumId, isLast: false }),
      ),
    );
    setEditing(null);
  }

  async function handleRemove(copy: Copy) {
    let token: string | null;
    try {
      token = (await removeCopy.mutateAsync({ copyId: copy.id, albumId, isLast })).undo;
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      flushSync(() => setRemoving(null));
    }
    const message = isLast ? t.removedLast : t.removed;
    if (token === null) toast.success(message);
    // 'Deshacer' puts the copy back exactly; the last one, with its album.
    else
      toast.undoable(
        message,
        undoing(() => restoreCopy(token, { albumId, isLast })),
      );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {t.section}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ kind: 'add' })}>
          {t.add}
        </Button>
      </div>
      {waitsForConnection(copies) ? (
        <NeedsConnection />
      ) : copies.isError && !copies.data ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void copies.refetch()}
          isRetrying={copies.isFetching}
        />
      ) : !copies.data ? (
        <Skeleton className="h-32 w-full" />
      ) : items.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {items.map((copy, index) => (
            <CopyItem
              key={copy.id}
              copy={copy}
              position={index + 1}
              onEdit={() => setEditing({ kind: 'edit', copy })}
              onRemove={() => setRemoving(copy)}
            />
          ))}
        </ol>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? t.editTitle : t.addTitle}
      >
        {editing ? (
          <CopyForm
            key={editing.kind === 'edit' ? editing.copy.id : 'new'}
            copy={editing.kind === 'edit' ? editing.copy : undefined}
            onSubmit={handleSave}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        // SPEC.md §4: the last copy is the album itself, so it asks as removing the album does.
        title={isLast ? texts.album.confirmRemoval : t.confirmRemoval}
        {...(removalDetail ? { description: removalDetail } : {})}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" disabled={removeCopy.isPending} onClick={() => setRemoving(null)}>
            {t.cancelRemove}
          </Button>
          <Button
            variant="danger"
            isLoading={removeCopy.isPending}
            onClick={() => {
              const copy = removing;
              if (copy) void once(() => handleRemove(copy));
            }}
          >
            {t.confirmRemove}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** What removing the album's last copy takes, when it holds a grade or notes. */
const lastCopyDetail = (copy: Copy): string | null =>
  texts.albumsBulk.albumRemovalDetail(
    1,
    copy.mediaCondition !== null || copy.sleeveCondition !== null ? 1 : 0,
    copy.notes.trim() === '' ? 0 : 1,
  );

/** A copy as its owner wrote it, to write it back exactly. */
export const bodyOf = (copy: Copy): CopyBody => ({
  folder: copy.folder,
  mediaCondition: copy.mediaCondition,
  sleeveCondition: copy.sleeveCondition,
  notes: copy.notes,
  rating: copy.rating,
  addedAt: copy.addedAt,
  customFields: copy.customFields,
});

function CopyItem({
  copy,
  position,
  onEdit,
  onRemove,
}: {
  copy: Copy;
  position: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const fields: Array<[label: string, value: string]> = [
    [t.fields.folder, folderLabel(copy.folder)],
    [t.fields.mediaCondition, copy.mediaCondition ? gradeLabel(copy.mediaCondition) : t.noCondition],
    [t.fields.sleeveCondition, copy.sleeveCondition ? gradeLabel(copy.sleeveCondition) : t.noCondition],
    [t.fields.rating, copy.rating === 0 ? t.ratingNone : t.ratingValue(copy.rating)],
    // A copy without notes has no notes row: the album's own 'Notas' above is the only 'Sin notas'.
    ...(copy.notes ? [[t.fields.notes, copy.notes] as [string, string]] : []),
    [t.fields.addedAt, dateFormat().format(new Date(copy.addedAt))],
    ...Object.entries(copy.customFields),
  ];
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t.copyTitle(position)}
      </h3>
      <dl className="flex flex-col gap-2">
        {fields.map(([label, value], index) => (
          // A custom field may share a name with a fixed one.
          <div key={index} className="grid gap-x-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="font-bold text-fg-muted">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          {t.edit}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
