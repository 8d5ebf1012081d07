import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { DeleteAccountSection } from '../../features/auth/components/delete-account-section.tsx';
import { EditProfileForm } from '../../features/auth/components/edit-profile-form.tsx';
import { texts } from '@surcos/contracts/texts';

export function EditProfilePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <>
      <PageHeading title={texts.editProfile.title} />
      <EditProfileForm
        key={user.id}
        user={user}
        onSaved={() => void navigate('/profile')}
        onCancel={() => void navigate('/profile')}
      />
      <DeleteAccountSection
        // flushSync: show /login before the signed-out session re-renders this protected page.
        onDeleted={() => flushSync(() => void navigate('/login', { replace: true }))}
      />
    </>
  );
}
