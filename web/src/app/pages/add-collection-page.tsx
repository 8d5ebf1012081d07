import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { renderCollectionAlbumPicker } from '../collection-album-picker.tsx';
import { CollectionForm } from '../../features/collections/components/collection-form.tsx';
import { texts } from '@surcos/contracts/texts';

export function AddCollectionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';

  return (
    <>
      <PageHeading title={texts.pages.addCollection} />
      <CollectionForm
        // Replaced, so 'Volver' on the new collection leads to where the user started, not to this form.
        onSaved={(saved) => void navigate(`/collection/${encodeURIComponent(saved.id)}`, { replace: true })}
        onCancel={() => void (hasHistory ? navigate(-1) : navigate('/collections'))}
        renderAlbumPicker={renderCollectionAlbumPicker}
      />
    </>
  );
}
