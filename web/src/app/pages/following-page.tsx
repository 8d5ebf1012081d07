import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { FollowList } from '../../features/follows/components/follow-list.tsx';
import { texts } from '@surcos/contracts/texts';

/** An open route (SPEC.md §2): the layout shows 'Cargando...' until the session is known. */
export function FollowingPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeading title={texts.pages.following} />
      {user ? (
        <FollowList direction="following" label={texts.pages.following} />
      ) : (
        <SignInPrompt message={texts.social.signInForFollowing} />
      )}
    </>
  );
}
