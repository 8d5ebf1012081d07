import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { FeedList } from '../../features/feed/components/feed-list.tsx';
import { texts } from '@surcos/contracts/texts';

/** An open route (SPEC.md §2): the layout shows 'Cargando…' until the session is known. */
export function FeedPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeading title={texts.pages.feed} />
      {user ? <FeedList /> : <SignInPrompt message={texts.feed.signIn} />}
    </>
  );
}
