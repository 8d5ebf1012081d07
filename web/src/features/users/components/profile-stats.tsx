import type { UserProfile } from '@surcos/contracts/users';
import { texts } from '@surcos/contracts/texts';

const numberFormat = new Intl.NumberFormat(texts.locale);

/** Followers, following, albums and public collections, as a labelled list of figures. */
export function ProfileStats({ profile }: { profile: UserProfile }) {
  const stats: Array<[label: string, value: number]> = [
    [texts.social.followers, profile.followerCount],
    [texts.social.following, profile.followingCount],
    [texts.social.albums, profile.albumCount],
    [texts.social.collections, profile.publicCollectionCount],
  ];
  return (
    <dl className="mb-8 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-lg border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="text-2xl font-bold">{numberFormat.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
