import type { FastifyBaseLogger } from 'fastify';
import {
  ADMINS_ROOM,
  type Audience,
  type FactName,
  OPERATIONS,
  type Operation,
  type OperationPayload,
  userRoom,
} from '@surcos/contracts/realtime';
import { FACT_PAYLOAD_SCHEMAS } from '@surcos/contracts/realtime-payloads';
import type { z } from 'zod';
import type { Actor } from '../lib/actor.ts';
import type { Realtime } from '../plugins/realtime.ts';

type PayloadField<Op extends Operation> =
  unknown extends OperationPayload<Op> ? { payload?: undefined } : { payload: OperationPayload<Op> };

/**
 * The audiences of one publication. The actor's own tabs hear the `actor`
 * facts whenever the operation has some; the other audiences hear theirs
 * only when named here, so a service decides (say) that a private
 * collection's change is nobody else's business.
 */
export type Publication<Op extends Operation> = {
  actor: Actor;
  /** Other users by id (whom the actor followed, the other participant). */
  others?: readonly string[];
  /** The actor's followers. */
  followers?: boolean;
  /** Every signed-in socket. */
  everyone?: boolean;
  /**
   * Only for the announcement of a block itself: the named `others` hear it
   * although a block now stands between them and the actor.
   */
  acrossBlocks?: boolean;
  /** The admins' sockets (the admins room). */
  admins?: boolean;
} & PayloadField<Op>;

type TypingSignal = z.infer<(typeof FACT_PAYLOAD_SCHEMAS)['typing']>;

/** What services use to reach sockets, after their write has committed. */
export interface Publisher {
  /** Sends the facts OPERATIONS lists for `operation` to each audience the publication names. */
  publish: <Op extends Operation>(operation: Op, publication: Publication<Op>) => Promise<void>;
  /** A passing typing signal to one user's tabs: no fact, nothing to refresh. */
  signalTyping: (userId: string, signal: TypingSignal) => void;
  /**
   * Closes every socket of the user (the account is gone), or all but those opened with
   * `exceptSession` (the one that changed the password, which stays signed in).
   */
  disconnectUser: (userId: string, exceptSession?: string) => void;
  /** Closes the sockets opened with one session (it was signed out): they must hear nothing more. */
  disconnectSession: (sessionId: string) => void;
}

interface PublisherDeps {
  realtime: Realtime;
  /** The ids of the users who follow `userId`. */
  followerIds: (userId: string) => Promise<string[]>;
  /** The ids of the users `userId` blocked or was blocked by: none of their facts cross a block. */
  blockedEitherWay: (userId: string) => Promise<string[]>;
  log: FastifyBaseLogger;
}

/** An emitter over some rooms. */
interface Target {
  emit: (event: string, ...args: unknown[]) => boolean;
}
/** socket.io's typed `emit` cannot take an event chosen at run time; the schemas below check the payloads instead. */
const loosely = (operator: { emit: unknown }): Target => operator as Target;

const SCHEMAS: Partial<Record<string, z.ZodType>> = FACT_PAYLOAD_SCHEMAS;

export function createPublisher({ realtime, followerIds, blockedEitherWay, log }: PublisherDeps): Publisher {
  const { io } = realtime;

  /** Each fact's own payload, cut from the operation's by its schema; facts without one carry nothing. */
  function send(operator: { emit: unknown }, events: readonly string[] | undefined, payload: unknown): void {
    const target = loosely(operator);
    for (const fact of events ?? []) {
      const schema = SCHEMAS[fact];
      if (!schema) {
        target.emit(fact);
        continue;
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) target.emit(fact, parsed.data);
      else
        log.error({ fact, issues: parsed.error.issues }, 'realtime fact payload does not match its schema');
    }
  }

  /**
   * The asking socket is left out only when it belongs to the actor: a
   * header naming somebody else's socket must not silence their events.
   * (Sockets on other instances cannot be checked here; leaving one out
   * costs that tab a refresh, nothing more.)
   */
  function originOf(actor: Actor): string | null {
    if (actor.socketId === null) return null;
    const local = io.sockets.sockets.get(actor.socketId);
    return local && local.data.userId !== actor.userId ? null : actor.socketId;
  }

  return {
    async publish(operation, publication) {
      const facts: Partial<Record<Audience, readonly FactName[]>> = OPERATIONS[operation];
      const { actor, payload } = publication;
      const origin = originOf(actor);
      const actorRoom = io.to(userRoom(actor.userId));
      send(origin ? actorRoom.except(origin) : actorRoom, facts.actor, payload);
      // The admins' room is nobody's follower or conversation: blocks do not apply to it.
      if (publication.admins) send(io.to(ADMINS_ROOM), facts.admins, payload);
      const reachesOthers = publication.everyone || publication.others?.length || publication.followers;
      if (!reachesOthers) return;
      const blocked = new Set(publication.acrossBlocks ? [] : await blockedEitherWay(actor.userId));
      const unblocked = (ids: readonly string[]) => ids.filter((id) => !blocked.has(id)).map(userRoom);
      if (publication.everyone) {
        const left = [...(origin ? [origin] : []), ...[...blocked].map(userRoom)];
        send(left.length > 0 ? io.except(left) : io, facts.everyone, payload);
      }
      const others = unblocked(publication.others ?? []);
      if (others.length > 0) send(io.to(others), facts.others, payload);
      if (publication.followers && facts.followers) {
        const followers = unblocked(await followerIds(actor.userId));
        if (followers.length > 0) send(io.to(followers), facts.followers, payload);
      }
    },

    signalTyping(userId, signal) {
      send(io.to(userRoom(userId)), ['typing'], signal);
    },

    disconnectUser: realtime.disconnectUser,
    disconnectSession: realtime.disconnectSession,
  };
}
