import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { texts } from '@surcos/contracts/texts';

/**
 * Shown inside the layout when a page throws or its code fails to load (for
 * example an old tab after a new release): a reload fetches the current build.
 */
export function RouteErrorPage() {
  return (
    <div role="alert">
      <PageHeading title={texts.errors.routeTitle} />
      <p className="mb-6 text-fg-muted">{texts.errors.routeText}</p>
      <Button onClick={() => window.location.reload()}>{texts.errors.reload}</Button>
    </div>
  );
}
