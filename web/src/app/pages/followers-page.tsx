import { PageHeading } from '../../components/ui/page-heading.tsx';
import { es } from '../../i18n/es.ts';

export function FollowersPage() {
  return <PageHeading title={es.pages.followers} />;
}
