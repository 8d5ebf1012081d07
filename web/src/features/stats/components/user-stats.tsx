import { texts } from '@surcos/contracts/texts';
import { useUserStats } from '../api/get-user-stats.ts';
import { StatsView } from './stats-view.tsx';

/** A profile's 'Estadísticas' section: only what the profile shows. */
export function UserStats({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const query = useUserStats(userId);
  return (
    <StatsView
      query={query}
      headingLevel={3}
      emptyMessage={isSelf ? texts.stats.empty : texts.stats.emptyPublic}
    />
  );
}
