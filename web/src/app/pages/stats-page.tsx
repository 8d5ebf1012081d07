import { texts } from '@surcos/contracts/texts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MyStats } from '../../features/stats/components/my-stats.tsx';

/** /stats: the signed-in user's collection in figures and charts. */
export function StatsPage() {
  return (
    <>
      <PageHeading title={texts.pages.stats} />
      <MyStats />
    </>
  );
}
