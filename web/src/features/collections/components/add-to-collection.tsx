import type { CollectionSummary } from '@surcos/contracts/collections';
import { COLLECTION_NAME_MAX_LENGTH } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { collectionQueryOptions } from '../api/get-collection.ts';
import { useMyCollections } from '../api/get-my-collections.ts';
import { useUpdateCollection } from '../api/update-collection.ts';

const t = texts.collections.addAlbum;

/**
 * 'Añadir a una colección' on the page of an album the user owns (a
 * collection holds only those): pick one of their collections, or name a
 * new one, which is created with this album in it.
 */
export function AddToCollection({ albumId }: { albumId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t.open}
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t.title}>
        {isOpen ? <CollectionChoice albumId={albumId} onDone={() => setIsOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function CollectionChoice({ albumId, onDone }: { albumId: string; onDone: () => void }) {
  const collections = useMyCollections();
  const queryClient = useQueryClient();
  const updateCollection = useUpdateCollection();
  const createCollection = useCreateCollection();
  const toast = useToast();
  const once = useSingleFlight();
  const [name, setName] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = (collections.data?.pages ?? []).flatMap((page) => page.items);

  async function addTo(summary: CollectionSummary) {
    setBusyId(summary.id);
    try {
      // The whole collection is saved at once: read it as it is now, then add the album last.
      const current = await queryClient.fetchQuery({ ...collectionQueryOptions(summary.id), staleTime: 0 });
      const albumIds = current.albums.map((album) => album.id);
      if (albumIds.includes(albumId)) {
        toast.success(t.already(current.name));
      } else {
        await updateCollection.mutateAsync({
          id: current.id,
          body: {
            name: current.name,
            description: current.description,
            privacy: current.privacy,
            albumIds: [...albumIds, albumId],
          },
        });
        toast.success(t.added(current.name));
      }
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  }

  async function create() {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const created = await createCollection.mutateAsync({
        name: trimmed,
        description: '',
        privacy: 'public',
        albumIds: [albumId],
      });
      toast.success(t.created(created.name));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <section aria-label={t.mine} className="flex flex-col gap-2">
        {collections.isError && !collections.data ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void collections.refetch()}
            isRetrying={collections.isFetching}
          />
        ) : !collections.data ? (
          <Skeleton className="h-24 w-full" />
        ) : items.length === 0 ? (
          <p className="text-fg-muted">{t.none}</p>
        ) : (
          <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {items.map((collection) => (
              <li key={collection.id}>
                <Button
                  variant="secondary"
                  className="w-full justify-start text-start"
                  isLoading={busyId === collection.id}
                  disabled={busyId !== null}
                  onClick={() => void once(() => addTo(collection))}
                >
                  {collection.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {collections.hasNextPage ? (
          <Button
            variant="ghost"
            isLoading={collections.isFetchingNextPage}
            onClick={() => void collections.fetchNextPage()}
          >
            {texts.lists.loadMore}
          </Button>
        ) : null}
      </section>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void once(create);
        }}
        className="flex flex-col gap-3"
      >
        <TextField
          label={t.newName}
          name="name"
          autoComplete="off"
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onDone}>
            {t.close}
          </Button>
          <Button type="submit" disabled={!name.trim()} isLoading={createCollection.isPending}>
            {t.create}
          </Button>
        </div>
      </form>
    </div>
  );
}
