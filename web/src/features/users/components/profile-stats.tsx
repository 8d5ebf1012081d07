import { numberFormat } from '@surcos/contracts/intl';
import type { UserProfile } from '@surcos/contracts/users';
import { texts } from '@surcos/contracts/texts';
import { FigureList } from '../../../components/ui/figure-list.tsx';

const localNumbers = () => numberFormat();

/** Followers, following, albums and public collections, as a labelled list of figures. */
export function ProfileStats({ profile }: { profile: UserProfile }) {
  const stats: Array<[label: string, value: number]> = [
    [texts.social.followers, profile.followerCount],
    [texts.social.following, profile.followingCount],
    [texts.social.albums, profile.albumCount],
    [texts.social.collections, profile.publicCollectionCount],
  ];
  return (
    <div className="mb-8">
      <FigureList figures={stats.map(([label, value]) => [label, localNumbers().format(value)] as const)} />
    </div>
  );
}
