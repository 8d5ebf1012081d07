import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { es } from '../../i18n/es.ts';

/**
 * Shown inside the layout when a page throws or its code fails to load (for
 * example an old tab after a new release): a reload fetches the current build.
 */
export function RouteErrorPage() {
  return (
    <div role="alert">
      <PageHeading title={es.errors.routeTitle} />
      <p className="mb-6 text-fg-muted">{es.errors.routeText}</p>
      <Button onClick={() => window.location.reload()}>{es.errors.reload}</Button>
    </div>
  );
}
