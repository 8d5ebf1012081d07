import { shownField } from '@surcos/contracts/album-placeholders';
import type { MatchedPerson, Match, PersonMatches } from '@surcos/contracts/matches';
import { texts } from '@surcos/contracts/texts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { canMessage, MatchedPersonLink } from '../../../components/ui/matched-person-link.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { uniqueBy } from '../../../lib/unique-by.ts';
import { useMatches } from '../api/get-matches.ts';

/** What the page puts beside each record: a button that opens the conversation with this text ready. */
export type RenderMessageButton = (message: {
  user: MatchedPerson;
  draft: string;
  /** The button's full name for screen readers. */
  target: string;
}) => ReactNode;

/** Coincidencias: by person, what they have of the user's wishlist and what they want of the user's albums. */
export function MatchesList({ renderMessageButton }: { renderMessageButton: RenderMessageButton }) {
  const matches = useMatches();
  const people = uniqueBy(
    (matches.data?.pages ?? []).flatMap((page) => page.items),
    (person) => person.user.id,
  );

  return (
    <PagedList
      query={matches}
      itemCount={people.length}
      emptyMessage={texts.matches.empty}
      loading={<LoadingState label={texts.lists.loading} />}
    >
      <ul aria-label={texts.matches.listLabel} className="flex max-w-3xl flex-col gap-6">
        {people.map((person) => (
          <li key={person.user.id}>
            <PersonEntry person={person} renderMessageButton={renderMessageButton} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

/** What they have of the user's wishlist, then what they want of the user's albums. */
const DIRECTIONS = [
  { side: 'theyHave', title: texts.matches.theyHave, draft: texts.matches.draftTheyHave },
  { side: 'theyWant', title: texts.matches.theyWant, draft: texts.matches.draftTheyWant },
] as const;

function PersonEntry({
  person,
  renderMessageButton,
}: {
  person: PersonMatches;
  renderMessageButton: RenderMessageButton;
}) {
  const headingId = useId();
  const { user } = person;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-3 sm:p-4">
      <h2 id={headingId} className="text-xl font-bold break-words">
        <MatchedPersonLink person={user} />
      </h2>
      {DIRECTIONS.map(({ side, title, draft }) => (
        <Direction
          key={side}
          title={title(user.name)}
          matches={person[side]}
          draftOf={(match) => draft(match.album.name, shownField(match.album.artist))}
          user={user}
          renderMessageButton={renderMessageButton}
        />
      ))}
    </section>
  );
}

interface DirectionProps {
  title: string;
  matches: readonly Match[];
  draftOf: (match: Match) => string;
  user: MatchedPerson;
  renderMessageButton: RenderMessageButton;
}

function Direction({ title, matches, draftOf, user, renderMessageButton }: DirectionProps) {
  if (matches.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 mb-2 font-bold text-fg-muted">{title}</h3>
      <ul className="flex flex-col gap-3">
        {matches.map((match) => (
          <li key={`${match.album.id}:${match.theirs?.id ?? match.level}`} className="flex gap-3">
            <div className="w-16 shrink-0">
              <AlbumCover
                albumId={match.album.id}
                name={match.album.name}
                artist={match.album.artist}
                cover={match.album.image}
                sizes="64px"
                alt=""
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Link
                to={`/album/${encodeURIComponent(match.album.id)}`}
                className="font-bold break-words underline-offset-4 hover:text-accent hover:underline"
              >
                {match.album.name}
              </Link>
              <span className="break-words text-fg-muted">{shownField(match.album.artist)}</span>
              <span className="text-sm text-fg-muted">
                {match.level === 'release' ? (
                  texts.matches.samePressing
                ) : match.theirs === null ? (
                  // A pressing held on another server that this one has not stored.
                  texts.matches.otherPressing
                ) : (
                  <>
                    {texts.matches.otherPressing} ·{' '}
                    <TextLink to={`/album/${encodeURIComponent(match.theirs.id)}`}>
                      {texts.matches.theirPressing(match.theirs.name, match.theirs.label, match.theirs.year)}
                    </TextLink>
                  </>
                )}
              </span>
              {canMessage(user) ? (
                <div className="mt-1">
                  {renderMessageButton({
                    user,
                    draft: draftOf(match),
                    target: texts.matches.messageTarget(user.name, match.album.name),
                  })}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
