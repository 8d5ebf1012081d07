import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { FeedList } from '../../features/feed/components/feed-list.tsx';
import { ReportButton } from '../../features/reports/components/report-button.tsx';
import { texts } from '@surcos/contracts/texts';

/** An open route (SPEC.md §2): the layout shows 'Cargando…' until the session is known. */
export function FeedPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeading title={texts.pages.feed} />
      {user ? (
        <FeedList
          // A post of another server is reported as the members' content is (decision 062).
          remoteAction={(postId) => <ReportButton targetKind="remote_post" targetId={postId} isCompact />}
        />
      ) : (
        <SignInPrompt message={texts.feed.signIn} />
      )}
    </>
  );
}
