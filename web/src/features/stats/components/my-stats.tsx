import { texts } from '@surcos/contracts/texts';
import { useMyStats } from '../api/get-my-stats.ts';
import { StatsView } from './stats-view.tsx';

/** The signed-in user's own figures, copies counted. */
export function MyStats() {
  return <StatsView query={useMyStats()} headingLevel={2} emptyMessage={texts.stats.empty} />;
}
