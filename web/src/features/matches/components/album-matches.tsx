import type { MatchedUser } from '@surcos/contracts/matches';
import { texts } from '@surcos/contracts/texts';
import { useHasPainted } from '../../../lib/use-has-painted.ts';
import { useAlbumMatches } from '../api/get-album-matches.ts';
import { MatchedPersonLink } from '../../../components/ui/matched-person-link.tsx';

interface AlbumMatchesProps {
  albumId: string;
  /** 'owners' on the wishlist ('Lo tienen:'), 'wishers' on the user's own albums ('Lo buscan:'). */
  side: 'owners' | 'wishers';
}

/**
 * The followed users who have (or want) this album, each a link to their profile; nothing when
 * nobody. Asked for once the card has painted: in a grid, a query per card made the task that
 * renders its first screen a long one, for a line that comes later anyway.
 */
export function AlbumMatches(props: AlbumMatchesProps) {
  return useHasPainted() ? <PaintedAlbumMatches {...props} /> : null;
}

function PaintedAlbumMatches({ albumId, side }: AlbumMatchesProps) {
  const { data } = useAlbumMatches(albumId);
  const people = data?.[side] ?? [];
  if (people.length === 0) return null;
  return (
    <p className="mt-1 text-sm break-words text-fg-muted">
      <span className="font-bold text-fg">
        {side === 'owners' ? texts.matches.owners : texts.matches.wishers}
      </span>{' '}
      {people.map((person, index) => (
        <span key={person.id}>
          {index > 0 ? ', ' : null}
          <MatchedUserLink person={person} />
        </span>
      ))}
    </p>
  );
}

function MatchedUserLink({ person }: { person: MatchedUser }) {
  return (
    <>
      <MatchedPersonLink person={person} />
      {person.level === 'master' ? ` (${texts.matches.otherPressing})` : null}
    </>
  );
}
