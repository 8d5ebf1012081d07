import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './pages/route-error-page.tsx';

/**
 * Inside the layout, so a page that throws (or whose code fails to load)
 * keeps the header and footer; going to another page tries again.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

interface PageErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  hasError: boolean;
  /** Where the error happened: leaving that path clears it. */
  failedAt: string | null;
}

class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { hasError: false, failedAt: null };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    { pathname }: PageErrorBoundaryProps,
    { hasError, failedAt }: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    if (!hasError) return null;
    if (failedAt === null) return { failedAt: pathname };
    return failedAt === pathname ? null : { hasError: false, failedAt: null };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage /> : this.props.children;
  }
}
