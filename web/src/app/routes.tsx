import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { lazyPage } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { GuestOnly, RequireAuth } from './route-guards.tsx';

// Each page is its own chunk, so the first load carries only the shell.

const ExplorePage = lazyPage(() => import('./pages/explore-page.tsx'), 'ExplorePage');
const LoginPage = lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage');
const LandingPage = lazyPage(() => import('./pages/landing-page.tsx'), 'LandingPage');
const RegisterPage = lazyPage(() => import('./pages/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage');
const ProfilePage = lazyPage(() => import('./pages/profile-page.tsx'), 'ProfilePage');
const EditProfilePage = lazyPage(() => import('./pages/edit-profile-page.tsx'), 'EditProfilePage');
const AlbumsPage = lazyPage(() => import('./pages/albums-page.tsx'), 'AlbumsPage');
const AddAlbumPage = lazyPage(() => import('./pages/add-album-page.tsx'), 'AddAlbumPage');
const AddHandMadeAlbumPage = lazyPage(
  () => import('./pages/hand-made-album-page.tsx'),
  'AddHandMadeAlbumPage',
);
const EditHandMadeAlbumPage = lazyPage(
  () => import('./pages/hand-made-album-page.tsx'),
  'EditHandMadeAlbumPage',
);
const ScanPage = lazyPage(() => import('./pages/scan-page.tsx'), 'ScanPage');
const AlbumPage = lazyPage(() => import('./pages/album-page.tsx'), 'AlbumPage');
const CollectionsPage = lazyPage(() => import('./pages/collections-page.tsx'), 'CollectionsPage');
const AddCollectionPage = lazyPage(() => import('./pages/add-collection-page.tsx'), 'AddCollectionPage');
const EditCollectionPage = lazyPage(() => import('./pages/edit-collection-page.tsx'), 'EditCollectionPage');
const CollectionPage = lazyPage(() => import('./pages/collection-page.tsx'), 'CollectionPage');
const WishlistPage = lazyPage(() => import('./pages/wishlist-page.tsx'), 'WishlistPage');
const MessagesPage = lazyPage(() => import('./pages/messages-page.tsx'), 'MessagesPage');
const ConversationPage = lazyPage(() => import('./pages/conversation-page.tsx'), 'ConversationPage');
const FollowersPage = lazyPage(() => import('./pages/follow-list-page.tsx'), 'FollowersPage');
const FollowingPage = lazyPage(() => import('./pages/follow-list-page.tsx'), 'FollowingPage');
const UserPage = lazyPage(() => import('./pages/user-page.tsx'), 'UserPage');
const RemoteProfilePage = lazyPage(() => import('./pages/remote-profile-page.tsx'), 'RemoteProfilePage');
const ImportPage = lazyPage(() => import('./pages/import-page.tsx'), 'ImportPage');
const StatsPage = lazyPage(() => import('./pages/stats-page.tsx'), 'StatsPage');
const MatchesPage = lazyPage(() => import('./pages/matches-page.tsx'), 'MatchesPage');
const FeedPage = lazyPage(() => import('./pages/feed-page.tsx'), 'FeedPage');
const BlocksSettingsPage = lazyPage(() => import('./pages/blocks-settings-page.tsx'), 'BlocksSettingsPage');
const TokensSettingsPage = lazyPage(() => import('./pages/tokens-settings-page.tsx'), 'TokensSettingsPage');
const NotificationsPage = lazyPage(() => import('./pages/notifications-page.tsx'), 'NotificationsPage');
const NotificationSettingsPage = lazyPage(
  () => import('./pages/notification-settings-page.tsx'),
  'NotificationSettingsPage',
);
const UnsubscribePage = lazyPage(() => import('./pages/unsubscribe-page.tsx'), 'UnsubscribePage');
const AdminPage = lazyPage(() => import('./pages/admin-page.tsx'), 'AdminPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');

/**
 * '/' is Explorar for a signed-in user and, for a visitor, the login form
 * beside what Surcos is; each loads only its own page, straight from the shell.
 */
function HomePage() {
  const user = useCurrentUser();
  return user ? <ExplorePage /> : <LandingPage />;
}
// Asked for ahead only where a signed-in page is expected (see preloadSignedInPage).
HomePage.preload = ExplorePage.preload;

/** A member's public profile, which the server renders for a visitor as it is asked for (app.tsx, startAsVisitor). */
export const USER_PAGE_PATH = '/user/:userId';

/** SPEC.md §2: which screens are open, for visitors only, or for signed-in users only. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
            ],
          },
          // Open to everyone: a reset link may be opened in a browser signed in to any account.
          { path: 'reset-password', element: <ResetPasswordPage /> },
          // Open too: a mail's unsubscribe link works without signing in (the signed token is the permission).
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'add-album', element: <AddAlbumPage /> },
              { path: 'add-album/by-hand', element: <AddHandMadeAlbumPage /> },
              { path: 'edit-album/:id', element: <EditHandMadeAlbumPage /> },
              { path: 'albums', element: <AlbumsPage /> },
              { path: 'scan', element: <ScanPage /> },
              { path: 'add-collection', element: <AddCollectionPage /> },
              { path: 'edit-collection/:id', element: <EditCollectionPage /> },
              { path: 'collections', element: <CollectionsPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'edit-profile', element: <EditProfilePage /> },
              { path: 'messages', element: <MessagesPage /> },
              { path: 'messages/:conversationId', element: <ConversationPage /> },
              { path: 'wishlist', element: <WishlistPage /> },
              { path: 'import', element: <ImportPage /> },
              { path: 'stats', element: <StatsPage /> },
              { path: 'matches', element: <MatchesPage /> },
              { path: 'settings/blocks', element: <BlocksSettingsPage /> },
              { path: 'settings/tokens', element: <TokensSettingsPage /> },
              { path: 'notifications', element: <NotificationsPage /> },
              { path: 'notifications/settings', element: <NotificationSettingsPage /> },
              { path: 'admin', element: <AdminPage /> },
              { path: 'remote/:address', element: <RemoteProfilePage /> },
            ],
          },
          { path: 'followers', element: <FollowersPage /> },
          { path: 'following', element: <FollowingPage /> },
          { path: USER_PAGE_PATH, element: <UserPage /> },
          // A public collection is shared by its link: open to visitors (a private one is a 404 to them).
          { path: 'collection/:id', element: <CollectionPage /> },
          { path: 'feed', element: <FeedPage /> },
          { path: 'album/:id', element: <AlbumPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Fetches the code of the page at `pathname` as a signed-in member sees it, ahead of its first
 * render: the page's chunks then load while the session is asked for, not after it has answered.
 */
export function preloadSignedInPage(pathname: string): void {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return;
  const type = element.type as { preload?: () => void };
  type.preload?.();
}

/** The page for the current address, under whichever router holds the app (the browser's, or a test's in memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
