import { useParams } from 'react-router';
import { RemoteProfileView } from '../../features/follows/components/remote-profile.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';

/** /remote/@user@host: a member of another server, as their server shows them (members only). */
export function RemoteProfilePage() {
  const { address = '' } = useParams();
  return (
    <RemoteProfileView
      key={address}
      address={address}
      accountActions={(actorUrl) => <ReportButton targetKind="remote_account" targetId={actorUrl} />}
    />
  );
}
