import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { es } from '../../i18n/es.ts';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title={es.notFound.title} />
      <p className="mb-6 text-fg-muted">{es.notFound.text}</p>
      <TextLink to="/">{es.notFound.home}</TextLink>
    </>
  );
}
