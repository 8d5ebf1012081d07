import {
  handleAddress,
  handleCandidate,
  handleFromName,
  handleProblem,
  RESERVED_HANDLES,
} from '@surcos/contracts/handle-values';
import type { HandleAvailability, HandleChange } from '@surcos/contracts/handles';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { texts } from '../../lib/texts.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * The host of `@handle@host`: PUBLIC_URL's, with its port unless it is the scheme's
 * own (as Mastodon writes addresses in development), in lower case.
 */
export const handleHostOf = (publicUrl: string): string => new URL(publicUrl).host;

/** Candidates asked about per query while looking for a free handle: `ana`, `ana_2` … `ana_20`. */
const CANDIDATES_PER_QUERY = 20;

/**
 * How long a handle given to a sign-up stays promised to it. Longer than writing its row takes,
 * and kept after that: a look-up that read the table just before the row was written must still
 * find the handle promised when its answer comes back.
 */
const PROMISE_MS = 60_000;

interface HandlesDeps {
  users: UsersRepository;
  /** handleHostOf(PUBLIC_URL). */
  host: string;
  publisher: Publisher;
  /** Forgets the member's cached sessions, which carry their handle. */
  onUserChanged: (userId: string) => void;
  /** After the change commits: followers on other servers are told the address moved. */
  onHandleChanged?: (userId: string, formerHandle: string) => Promise<void>;
  now?: () => number;
}

/** Members' handles: what is free, the one a new member gets, and the one change each may make. */
export function createHandlesService({
  users,
  host,
  publisher,
  onUserChanged,
  onHandleChanged,
  now = Date.now,
}: HandlesDeps) {
  /**
   * Handles given to sign-ups of the last PROMISE_MS, in the order given: two sign-ups at once
   * (the same name, or the same choice) never get the same one from this instance. Between
   * instances the unique index decides.
   */
  const promised = new Map<string, number>();

  const isPromised = (handle: string): boolean => (promised.get(handle) ?? 0) > now();

  /** Promises `handle` to a sign-up, forgetting the promises that have lapsed (the oldest come first). */
  const promise = (handle: string): void => {
    for (const [each, until] of promised) {
      if (until > now()) break;
      promised.delete(each);
    }
    promised.delete(handle);
    promised.set(handle, now() + PROMISE_MS);
  };

  const isTaken = async (handle: string): Promise<boolean> =>
    (await users.takenHandles([handle])).has(handle) || isPromised(handle);

  /**
   * The first free handle numbered on `base` (`base`, `base_2`…), asking about a few at a time.
   * `promiseIt` keeps it for a sign-up, in the same step that found it free.
   */
  async function firstFree(base: string, { from = 1, promiseIt = false } = {}): Promise<string> {
    for (let start = from; ; start += CANDIDATES_PER_QUERY) {
      const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, offset) =>
        handleCandidate(base, start + offset),
      ).filter((candidate) => !RESERVED_HANDLES.has(candidate));
      const taken = await users.takenHandles(candidates);
      // Promises are read after the answer: another sign-up may have been given one meanwhile.
      const free = candidates.find((candidate) => !taken.has(candidate) && !isPromised(candidate));
      if (free !== undefined) {
        if (promiseIt) promise(free);
        return free;
      }
    }
  }

  const address = (handle: string): string => handleAddress(handle, host);

  return {
    host,
    address,

    /** Whether `handle` (valid, lower case) is free, and if not, the first free one numbered on it. */
    async availability(handle: string): Promise<HandleAvailability> {
      const taken = await isTaken(handle);
      return {
        handle,
        available: !taken,
        address: address(handle),
        suggestion: taken ? await firstFree(handle, { from: 2 }) : null,
      };
    },

    /** Whether a member has `handle` now (promises to sign-ups under way aside). */
    isMembers: async (handle: string): Promise<boolean> => (await users.takenHandles([handle])).has(handle),

    /** Refuses a chosen handle someone has (or is being given) with HANDLE_TAKEN, before sign-up starts. */
    async assertFree(handle: string): Promise<void> {
      if (await isTaken(handle)) throw new AppError('HANDLE_TAKEN');
    },

    /**
     * The handle a new member's row is written with (better-auth's create hook): the one they
     * chose, if still free, else one made from their name.
     */
    forNewMember: async (name: string, chosen: string | undefined): Promise<string> => {
      if (chosen === undefined) return firstFree(handleFromName(name), { promiseIt: true });
      const problem = handleProblem(chosen);
      if (problem !== null) throw new AppError('VALIDATION_FAILED', texts.handles[problem]);
      // Checked and promised in one step, with nothing awaited between.
      if (await isTaken(chosen)) throw new AppError('HANDLE_TAKEN');
      promise(chosen);
      return chosen;
    },

    /**
     * The member's one change of handle. The same handle again changes nothing and is refused
     * (a mistake, not a use of the change); a taken one or a second change get 409.
     */
    async change(actor: Actor, handle: string): Promise<HandleChange> {
      const current = await users.handleOf(actor.userId);
      if (!current) throw new AppError('UNAUTHENTICATED');
      if (current.handleChangedAt !== null) throw new AppError('HANDLE_ALREADY_CHANGED');
      if (current.handle === handle) throw new AppError('VALIDATION_FAILED', texts.handles.unchanged);
      if (isPromised(handle)) throw new AppError('HANDLE_TAKEN');
      const outcome = await users.changeHandle(actor.userId, handle, now());
      if (outcome === 'taken') throw new AppError('HANDLE_TAKEN');
      if (outcome === 'alreadyChanged') throw new AppError('HANDLE_ALREADY_CHANGED');
      // The old handle stays the member's (it leads to them); only a sign-up's promise of it ends.
      promised.delete(current.handle);
      await onHandleChanged?.(actor.userId, current.handle);
      // The session, cached by every instance, carries the handle: each reads it again.
      onUserChanged(actor.userId);
      await publisher.publish('account.change', { actor });
      return { handle, address: address(handle), handleChangeable: false };
    },
  };
}

export type HandlesService = ReturnType<typeof createHandlesService>;
