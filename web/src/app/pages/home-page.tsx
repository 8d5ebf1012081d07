import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { ExplorePage } from './explore-page.tsx';
import { LoginPage } from './login-page.tsx';

/** '/' is Explorar for a signed-in user and the login form for a visitor. */
export function HomePage() {
  const user = useCurrentUser();
  return user ? <ExplorePage /> : <LoginPage />;
}
