import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { loginPathFor, safeNextPath } from '../lib/safe-next.ts';

/** Signed-in users only; visitors go to the login page and come back here afterwards. */
export function RequireAuth() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user === null) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

/** Login and register: a signed-in user goes on to where they were heading, or home. */
export function GuestOnly() {
  const user = useCurrentUser();
  const target = useAfterLoginPath();
  if (user) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** The `?next=` target when it is a path on this site, else home. */
export function useAfterLoginPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get('next')) ?? '/';
}
