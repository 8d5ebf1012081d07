import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSections } from '../../components/ui/page-sections.tsx';
import { LookupState } from '../../components/ui/lookup-state.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { userStatsQueryOptions } from '../../features/stats/api/get-user-stats.ts';
import { userAlbumsQueryOptions } from '../../features/users/api/get-user-albums.ts';
import { userCollectionsQueryOptions } from '../../features/users/api/get-user-collections.ts';
import { useUserProfile } from '../../features/users/api/get-user-profile.ts';
import { HandleAddress } from '../../features/users/components/handle-address.tsx';
import { ProfileStats } from '../../features/users/components/profile-stats.tsx';
import { UserStats } from '../../features/stats/components/user-stats.tsx';
import { UserAlbumsGrid, UserCollectionsList } from '../../features/users/components/user-lists.tsx';
import { texts } from '@surcos/contracts/texts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { loginPathFor } from '../../lib/safe-next.ts';

// Only a signed-in viewer can follow, write, mute, block or report: a visitor's shared link never loads them.
const UserActions = lazyNamed(() => import('./user-actions.tsx'), 'UserActions');

/** /user/:userId, open to everyone: who they are, their albums and public collections, and 'Seguir'. */
export function UserPage() {
  const { userId = '' } = useParams();
  const profile = useUserProfile(userId);
  // The lists are asked for with the profile, not once it has arrived: one wait instead of two, and
  // the sections appear together instead of pushing each other down as each arrives.
  usePrefetchInfiniteQuery(userAlbumsQueryOptions(userId));
  usePrefetchInfiniteQuery(userCollectionsQueryOptions(userId));
  usePrefetchQuery(userStatsQueryOptions(userId));
  const location = useLocation();

  // A failed refresh keeps what is already on screen; only a first load that failed shows the error.
  if (!profile.data) {
    return (
      <div>
        <PageHeading title={texts.pages.userProfile} />
        <LookupState
          query={profile}
          notFoundMessage={texts.social.userNotFound}
          loadingLabel={texts.lists.loading}
        />
      </div>
    );
  }

  const { id, name, address, viewer } = profile.data;
  const isSelf = viewer?.isSelf ?? false;
  // One element, not a fragment: the server renders this page for a visitor, and if the browser takes
  // it over before the page's code has run, Preact keeps the page's first node while it waits for the
  // code (all of the page only when the server's HTML marks where it ends, which it does only when
  // the server itself waited for the code).
  return (
    <div>
      <PageHeading title={name}>
        <div className="flex flex-wrap gap-3">
          <CopyLinkButton />
          {/* SPEC.md §6: no follow or message button on one's own profile. */}
          {viewer && !viewer.isSelf ? (
            <Suspense fallback={null}>
              <UserActions userId={id} userName={name} viewer={viewer} />
            </Suspense>
          ) : null}
        </div>
      </PageHeading>
      <HandleAddress address={address} className="-mt-2 mb-6" />
      {viewer ? null : (
        <p className="mb-6 text-fg-muted">
          {texts.social.signInToFollow}{' '}
          <TextLink to={loginPathFor(`${location.pathname}${location.search}`)}>
            {texts.social.signIn}
          </TextLink>
        </p>
      )}
      <ProfileStats profile={profile.data} />
      <PageSections
        sections={[
          {
            id: 'albumes',
            title: texts.social.albums,
            content: <UserAlbumsGrid userId={id} userName={name} isSelf={isSelf} />,
          },
          {
            id: 'colecciones',
            title: texts.social.collections,
            content: <UserCollectionsList userId={id} userName={name} isSelf={isSelf} />,
          },
          {
            id: 'estadisticas',
            title: texts.stats.title,
            content: <UserStats userId={id} isSelf={isSelf} />,
          },
        ]}
      />
    </div>
  );
}
