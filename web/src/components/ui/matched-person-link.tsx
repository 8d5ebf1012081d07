import type { MatchedPerson } from '@surcos/contracts/matches';
import { texts } from '@surcos/contracts/texts';
import { RemoteAvatar } from './remote-avatar.tsx';
import { TextLink } from './text-link.tsx';

/**
 * Someone a match names: a member here links to their profile; an account of
 * another server (docs/decisions/061-remote-holdings.md) shows its picture and
 * `@user@host`, its name linking out to its profile on its own server.
 */
export function MatchedPersonLink({ person }: { person: MatchedPerson }) {
  const { remote } = person;
  if (remote === undefined) {
    return <TextLink to={`/user/${encodeURIComponent(person.id)}`}>{person.name}</TextLink>;
  }
  return (
    <span className="inline-flex max-w-full items-baseline gap-1">
      <span className="self-center">
        <RemoteAvatar src={remote.avatarUrl} name={person.name} size="tiny" />
      </span>
      <a
        href={remote.profileUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-bold break-words text-accent underline underline-offset-4 hover:text-accent-hover"
        title={texts.remote.externalProfile(remote.address)}
      >
        {person.name}
      </a>
      <span className="break-all text-fg-muted">{remote.address}</span>
    </span>
  );
}

/** Whether the person can be written to here: members of other servers have no conversations here. */
export const canMessage = (person: MatchedPerson) => person.remote === undefined;
