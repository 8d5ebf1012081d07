import { useLocation, useNavigate, useParams } from 'react-router';
import { BackButton } from '../../components/ui/back-button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { CollectionView } from '../../features/collections/components/collection-view.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';
import { texts } from '@surcos/contracts/texts';
import { loginPathFor } from '../../lib/safe-next.ts';
import { Link } from 'react-router';

/** /collection/:id: a public collection for everyone, visitors too (its shared link); a private one for its owner alone. */
export function CollectionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const location = useLocation();

  return (
    <>
      <BackButton />
      <CollectionView
        // A new CollectionView per id, so a deletion in progress never carries over to another collection.
        key={id}
        id={id}
        onDeleted={() => void navigate('/collections', { replace: true })}
        visitorActions={
          user ? (
            <ReportButton targetKind="collection" targetId={id} />
          ) : (
            <Link to={loginPathFor(location.pathname)} className={buttonClasses('primary')}>
              {texts.social.signIn}
            </Link>
          )
        }
      />
    </>
  );
}
