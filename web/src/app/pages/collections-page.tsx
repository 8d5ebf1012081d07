import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MyCollectionsList } from '../../features/collections/components/my-collections-list.tsx';
import { es } from '../../i18n/es.ts';

export function CollectionsPage() {
  return (
    <>
      <PageHeading title={es.pages.collections}>
        <Link to="/add-collection" className={buttonClasses('primary')}>
          {es.collections.add}
        </Link>
      </PageHeading>
      <MyCollectionsList />
    </>
  );
}
