import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title={texts.notFound.title} />
      <p className="mb-6 text-fg-muted">{texts.notFound.text}</p>
      <TextLink to="/">{texts.notFound.home}</TextLink>
    </>
  );
}
