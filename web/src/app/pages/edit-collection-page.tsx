import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { renderCollectionAlbumPicker } from '../collection-album-picker.tsx';
import { isCollectionNotFound, useCollection } from '../../features/collections/api/get-collection.ts';
import { CollectionForm } from '../../features/collections/components/collection-form.tsx';
import { CollectionPending } from '../../features/collections/components/collection-load-error.tsx';
import { texts } from '@surcos/contracts/texts';

const cameFromCollection = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'fromCollection' in state && state.fromCollection === true;

/**
 * /edit-collection/:id for the owner only (PRODUCT.md 2): anybody else sees the
 * same 'No se encontró la colección.' as for an unknown id, and no form.
 */
export function EditCollectionPage() {
  const { id = '' } = useParams();
  const collection = useCollection(id);
  const navigate = useNavigate();
  const location = useLocation();
  const isFromCollection = cameFromCollection(location.state);
  const { data } = collection;

  // Opened from the collection: go back to it. Opened directly: show it in place of this form.
  const leave = () =>
    void (isFromCollection
      ? navigate(-1)
      : navigate(`/collection/${encodeURIComponent(id)}`, { replace: true }));

  if (!data || isCollectionNotFound(collection.error)) {
    return <CollectionPending title={texts.pages.editCollection} collection={collection} />;
  }

  if (!data.isOwner) {
    return (
      <>
        <PageHeading title={texts.pages.editCollection} />
        <ErrorState message={texts.collections.notFound} />
      </>
    );
  }

  return (
    <>
      <PageHeading title={texts.pages.editCollection} />
      <CollectionForm
        key={data.id}
        collection={data}
        onSaved={leave}
        onCancel={leave}
        renderAlbumPicker={renderCollectionAlbumPicker}
      />
    </>
  );
}
