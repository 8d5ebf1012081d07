import type { MatchedPerson } from '@surcos/contracts/matches';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import { RemoteAvatar } from './remote-avatar.tsx';
import { TextLink } from './text-link.tsx';

/**
 * Someone a match names, linking to their profile: a member here, or an
 * account of another server (docs/decisions/061-remote-holdings.md) with its
 * picture and `@user@host`, whose profile here is its page as fetched
 * (docs/decisions/062-remote-profiles-and-reports.md).
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
      <TextLink to={remoteProfilePagePath(remote.address)}>{person.name}</TextLink>
      <span className="break-all text-fg-muted">{remote.address}</span>
    </span>
  );
}

/** Whether the person can be written to here: members of other servers have no conversations here. */
export const canMessage = (person: MatchedPerson) => person.remote === undefined;
