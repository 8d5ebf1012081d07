import type { FollowDirection } from '@surcos/contracts/follows';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { FollowList } from '../../features/follows/components/follow-list.tsx';
import { texts } from '@surcos/contracts/texts';

const PAGE_TEXTS: Record<FollowDirection, { title: string; signIn: string }> = {
  followers: { title: texts.pages.followers, signIn: texts.social.signInForFollowers },
  following: { title: texts.pages.following, signIn: texts.social.signInForFollowing },
};

/** An open route (SPEC.md §2): the layout shows 'Cargando…' until the session is known. */
function FollowListPage({ direction }: { direction: FollowDirection }) {
  const user = useCurrentUser();
  const { title, signIn } = PAGE_TEXTS[direction];
  return (
    <>
      <PageHeading title={title} />
      {user ? <FollowList direction={direction} label={title} /> : <SignInPrompt message={signIn} />}
    </>
  );
}

export const FollowersPage = () => <FollowListPage direction="followers" />;
export const FollowingPage = () => <FollowListPage direction="following" />;
