import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MyCollectionsList } from '../../features/collections/components/my-collections-list.tsx';
import { texts } from '@surcos/contracts/texts';

export function CollectionsPage() {
  return (
    <>
      <PageHeading title={texts.pages.collections}>
        <ButtonLink to="/add-collection">{texts.collections.add}</ButtonLink>
      </PageHeading>
      <MyCollectionsList />
    </>
  );
}
