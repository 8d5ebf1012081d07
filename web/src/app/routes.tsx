import { useRoutes, type RouteObject } from 'react-router';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { GuestOnly, RequireAuth } from './route-guards.tsx';

// Each page is its own chunk, so the first load carries only the shell.

const ExplorePage = lazyNamed(() => import('./pages/explore-page.tsx'), 'ExplorePage');
const LoginPage = lazyNamed(() => import('./pages/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./pages/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(() => import('./pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage');
const ProfilePage = lazyNamed(() => import('./pages/profile-page.tsx'), 'ProfilePage');
const EditProfilePage = lazyNamed(() => import('./pages/edit-profile-page.tsx'), 'EditProfilePage');
const AlbumsPage = lazyNamed(() => import('./pages/albums-page.tsx'), 'AlbumsPage');
const AddAlbumPage = lazyNamed(() => import('./pages/add-album-page.tsx'), 'AddAlbumPage');
const AlbumPage = lazyNamed(() => import('./pages/album-page.tsx'), 'AlbumPage');
const CollectionsPage = lazyNamed(() => import('./pages/collections-page.tsx'), 'CollectionsPage');
const AddCollectionPage = lazyNamed(() => import('./pages/add-collection-page.tsx'), 'AddCollectionPage');
const EditCollectionPage = lazyNamed(() => import('./pages/edit-collection-page.tsx'), 'EditCollectionPage');
const CollectionPage = lazyNamed(() => import('./pages/collection-page.tsx'), 'CollectionPage');
const WishlistPage = lazyNamed(() => import('./pages/wishlist-page.tsx'), 'WishlistPage');
const MessagesPage = lazyNamed(() => import('./pages/messages-page.tsx'), 'MessagesPage');
const ConversationPage = lazyNamed(() => import('./pages/conversation-page.tsx'), 'ConversationPage');
const FollowersPage = lazyNamed(() => import('./pages/follow-list-page.tsx'), 'FollowersPage');
const FollowingPage = lazyNamed(() => import('./pages/follow-list-page.tsx'), 'FollowingPage');
const UserPage = lazyNamed(() => import('./pages/user-page.tsx'), 'UserPage');
const ImportPage = lazyNamed(() => import('./pages/import-page.tsx'), 'ImportPage');
const StatsPage = lazyNamed(() => import('./pages/stats-page.tsx'), 'StatsPage');
const MatchesPage = lazyNamed(() => import('./pages/matches-page.tsx'), 'MatchesPage');
const FeedPage = lazyNamed(() => import('./pages/feed-page.tsx'), 'FeedPage');
const BlocksSettingsPage = lazyNamed(() => import('./pages/blocks-settings-page.tsx'), 'BlocksSettingsPage');
const NotificationsPage = lazyNamed(() => import('./pages/notifications-page.tsx'), 'NotificationsPage');
const NotificationSettingsPage = lazyNamed(
  () => import('./pages/notification-settings-page.tsx'),
  'NotificationSettingsPage',
);
const UnsubscribePage = lazyNamed(() => import('./pages/unsubscribe-page.tsx'), 'UnsubscribePage');
const AdminPage = lazyNamed(() => import('./pages/admin-page.tsx'), 'AdminPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');

/**
 * '/' is Explorar for a signed-in user and the login form for a visitor; each
 * loads only its own page, straight from the shell.
 */
function HomePage() {
  const user = useCurrentUser();
  return user ? <ExplorePage /> : <LoginPage />;
}

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
              { path: 'albums', element: <AlbumsPage /> },
              { path: 'add-collection', element: <AddCollectionPage /> },
              { path: 'edit-collection/:id', element: <EditCollectionPage /> },
              { path: 'collection/:id', element: <CollectionPage /> },
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
              { path: 'notifications', element: <NotificationsPage /> },
              { path: 'notifications/settings', element: <NotificationSettingsPage /> },
              { path: 'admin', element: <AdminPage /> },
            ],
          },
          { path: 'followers', element: <FollowersPage /> },
          { path: 'following', element: <FollowingPage /> },
          { path: 'user/:userId', element: <UserPage /> },
          { path: 'feed', element: <FeedPage /> },
          { path: 'album/:id', element: <AlbumPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The page for the current address, under whichever router holds the app (the browser's, or a test's in memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
