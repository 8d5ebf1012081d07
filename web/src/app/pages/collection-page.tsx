import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../components/ui/back-button.tsx';
import { CollectionView } from '../../features/collections/components/collection-view.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';

/** /collection/:id: a public collection for every signed-in user, a private one for its owner alone. */
export function CollectionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();

  return (
    <>
      <BackButton />
      <CollectionView
        // A new CollectionView per id, so a deletion in progress never carries over to another collection.
        key={id}
        id={id}
        onDeleted={() => void navigate('/collections', { replace: true })}
        visitorActions={<ReportButton targetKind="collection" targetId={id} />}
      />
    </>
  );
}
