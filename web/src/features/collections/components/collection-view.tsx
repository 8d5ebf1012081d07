import type { CollectionDetail } from '@surcos/contracts/collections';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { EmptyState } from '../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AlbumSleeve } from '../../../components/ui/sleeve-card.tsx';
import { SLEEVE_COLUMNS } from '../../../components/ui/sleeve-grid.tsx';
import { VirtualGrid } from '../../../components/ui/virtual-grid.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { isCollectionNotFound, useCollection } from '../api/get-collection.ts';
import { CollectionPending } from './collection-load-error.tsx';
import { DeleteCollectionButton } from './delete-collection-button.tsx';
import { DetailList, type DetailField } from '../../../components/ui/detail-list.tsx';

/** Tells the edit page it was opened from here, so saving or cancelling comes back with 'back'. */
export const FROM_COLLECTION_STATE = { fromCollection: true } as const;

interface CollectionViewProps {
  id: string;
  onDeleted: () => void;
  /** What anybody but the owner may do with it ('Denunciar' for a member, 'Iniciar sesión' for a visitor). */
  visitorActions?: ReactNode;
}

/**
 * One collection: its name as the page's h1, who made it, description,
 * privacy and albums; edit and delete for its owner only (the server refuses
 * anybody else as well).
 */
export function CollectionView({ id, onDeleted, visitorActions }: CollectionViewProps) {
  const collection = useCollection(id);
  const deletion = useDeleteCollection();
  // Deleting it here makes it a 404 before the page moves on: it stays on screen meanwhile.
  const isBeingDeleted = deletion.isPending || deletion.isSuccess;
  const { data } = collection;

  // A failed refresh keeps what is on screen, unless the collection is gone (deleted or made private elsewhere).
  if (!data || (!isBeingDeleted && isCollectionNotFound(collection.error))) {
    return <CollectionPending title={texts.pages.collection} collection={collection} />;
  }

  return (
    <>
      <PageHeading title={data.name}>
        <div className="flex flex-wrap gap-3">
          {/* A public collection is shared by its address; a private one has nothing to share. */}
          {data.privacy === 'public' ? <CopyLinkButton /> : null}
          {data.isOwner ? (
            <>
              <Link
                to={`/edit-collection/${encodeURIComponent(data.id)}`}
                state={FROM_COLLECTION_STATE}
                className={buttonClasses('secondary')}
              >
                {texts.collections.edit}
              </Link>
              <DeleteCollectionButton collectionId={data.id} deletion={deletion} onDeleted={onDeleted} />
            </>
          ) : (
            visitorActions
          )}
        </div>
      </PageHeading>
      <CollectionDetails collection={data} />
    </>
  );
}

function CollectionDetails({ collection }: { collection: CollectionDetail }) {
  const albums = collection.albums.filter((album) => album.id && album.name);
  const fields: DetailField[] = [
    [
      texts.collections.createdBy,
      <TextLink key="owner" to={`/user/${encodeURIComponent(collection.owner.id)}`} className="break-words">
        {collection.owner.name}
      </TextLink>,
    ],
    [texts.collections.form.privacy, texts.collections.privacy[collection.privacy]],
    [texts.collections.albums, texts.lists.albumCount(collection.albumCount)],
  ];
  if (collection.description) fields.push([texts.collections.form.description, collection.description]);

  return (
    <div className="flex flex-col gap-10">
      <DetailList fields={fields} className="flex max-w-3xl flex-col gap-3" />
      <section aria-labelledby="albumes-coleccion" className="flex flex-col gap-4">
        <h2 id="albumes-coleccion" className="text-2xl font-bold">
          {texts.collections.albums}
        </h2>
        {albums.length > 0 ? (
          <VirtualGrid
            items={albums}
            keyOf={(album) => album.id}
            renderItem={(album) => <AlbumSleeve album={album} details={[album.year]} />}
            label={texts.collections.albumsOf(collection.name)}
            {...SLEEVE_COLUMNS}
          />
        ) : (
          <EmptyState message={texts.collections.noAlbums} />
        )}
      </section>
    </div>
  );
}
