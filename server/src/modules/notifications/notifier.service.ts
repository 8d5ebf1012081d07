import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind } from '@surcos/contracts/notifications';
import type { Config } from '../../config.ts';
import { type Actor, serverActor } from '../../lib/actor.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { ImportJobsRepository } from '../imports/import-jobs.repository.ts';
import type { MessagesRepository } from '../messages/messages.repository.ts';
import type { BellRepository } from './bell.repository.ts';
import type { AlbumInterest, AlbumScope, NotifierRepository } from './notifier.repository.ts';
import type { RecipientRulesRepository } from './recipient-rules.repository.ts';

/** Events of one group merge into its unread notification while it changed this recently. */
export const GROUP_WINDOW_MS = 60 * 60 * 1000;

export interface NotifierDeps {
  notifications: NotifierRepository &
    Pick<RecipientRulesRepository, 'recipientsAllowed' | 'wantsKind'> &
    Pick<BellRepository, 'markAllRead'>;
  /** What the notifier reads of the modules whose events it tells. */
  follows: Pick<FollowsRepository, 'followerIds'>;
  collections: Pick<CollectionsRepository, 'findById'>;
  messages: Pick<MessagesRepository, 'conversationFor'>;
  importJobs: Pick<ImportJobsRepository, 'find'>;
  publisher: Publisher;
  settings: Config['notifications'];
  log: FastifyBaseLogger;
}

/** One recipient's event, before the rules say whether they may hear it. */
interface Event {
  recipientId: string;
  groupKey: string;
  subjectId: string | null;
  subjectName: string;
  amount: number;
}

interface SentMessage {
  senderId: string;
  recipientId: string;
  conversationId: string;
}

/**
 * What other services tell after their writes commit, fanned out to the
 * recipients the rules allow. Telling never fails the write that caused
 * it: that write has committed already.
 */
export function createNotifier({
  notifications,
  follows,
  collections,
  messages,
  importJobs,
  publisher,
  settings,
  log,
}: NotifierDeps) {
  const pendingMessages = new Set<NodeJS.Timeout>();

  const announce = (recipients: readonly string[], actorId: string) =>
    recipients.length > 0
      ? publisher.publish('notification.create', { actor: serverActor(actorId), others: recipients })
      : Promise.resolve();

  /** The events whose recipients the rules let hear of the actor. */
  async function allowedEvents(kind: NotificationKind, actorId: string, events: readonly Event[]) {
    const allowed = new Set(
      await notifications.recipientsAllowed(
        kind,
        actorId,
        events.map((event) => event.recipientId),
      ),
    );
    return events
      .filter((event) => allowed.has(event.recipientId))
      .map((event) => ({ ...event, kind, actorId }));
  }

  /** Writes one event to each recipient the rules allow, then rings their bells. */
  async function tell(kind: NotificationKind, actorId: string, events: readonly Event[]): Promise<void> {
    const toTell = await allowedEvents(kind, actorId, events);
    await notifications.record(toTell, Date.now(), GROUP_WINDOW_MS);
    await announce(
      toTell.map((event) => event.recipientId),
      actorId,
    );
  }

  const fromInterests = (kind: NotificationKind, actorId: string, interests: readonly AlbumInterest[]) =>
    tell(
      kind,
      actorId,
      interests.map((each) => ({
        recipientId: each.recipient_id,
        groupKey: `${kind}:${actorId}`,
        subjectId: each.subject_id,
        subjectName: each.subject_name,
        amount: Number(each.count),
      })),
    );

  async function albumsOf(actorId: string, scope: AlbumScope): Promise<void> {
    await fromInterests('has-your-wish', actorId, await notifications.followersWishing(actorId, scope));
    await fromInterests('wants-yours', actorId, await notifications.followersOwning(actorId, scope));
  }

  /** Runs a notifier's work, logging rather than failing the caller. */
  const safely =
    <Args extends unknown[]>(what: string, work: (...args: Args) => Promise<void>) =>
    async (...args: Args): Promise<void> => {
      try {
        await work(...args);
      } catch (error) {
        log.error({ err: error, notification: what }, 'notification could not be written');
      }
    };

  /**
   * Messages whose grace ended, told together once the timers due at the same
   * moment have all run: at a busy time that is one transaction for many
   * messages instead of one each.
   */
  let graceEnded: SentMessage[] = [];
  let telling: NodeJS.Immediate | null = null;

  const tellMessages = safely('message', async (sent: readonly SentMessage[]) => {
    const toTell = [];
    for (const { senderId, recipientId, conversationId } of sent) {
      // The open conversation marks itself read as the message arrives: then there is nothing to tell.
      // (One with a sender hidden from the recipient is not found, and the rules would not tell it.)
      const conversation = await messages.conversationFor(recipientId, conversationId);
      if (Number(conversation?.unread ?? 0) !== 1) continue;
      const event = {
        recipientId,
        groupKey: `message:${conversationId}`,
        subjectId: conversationId,
        subjectName: '',
        amount: 1,
      };
      toTell.push(...(await allowedEvents('message', senderId, [event])));
    }
    await notifications.record(toTell, Date.now(), GROUP_WINDOW_MS);
    for (const event of toTell) await announce([event.recipientId], event.actorId);
  });

  function graceEnd(message: SentMessage): void {
    graceEnded.push(message);
    telling ??= setImmediate(() => {
      telling = null;
      const sent = graceEnded;
      graceEnded = [];
      void tellMessages(sent);
    });
  }

  /** What the other services call after their writes commit. */
  const notifier = {
    followed: safely('follower', (actorId: string, followedId: string) =>
      tell('follower', actorId, [
        {
          recipientId: followedId,
          groupKey: `follower:${actorId}`,
          subjectId: null,
          subjectName: '',
          amount: 1,
        },
      ]),
    ),

    /**
     * An account on another server followed the member (its actor kept in
     * `remote_actor`): told as a follower here is, under the member's switches
     * (a Follow from an account they blocked is refused before this).
     */
    remoteFollowed: safely('remote-follower', async (remoteActorId: string, followedId: string) => {
      if (!(await notifications.wantsKind(followedId, 'follower'))) return;
      const told = await notifications.record(
        [
          {
            recipientId: followedId,
            actorId: null,
            remoteActorId,
            kind: 'follower',
            groupKey: `follower:${remoteActorId}`,
            subjectId: null,
            subjectName: '',
            amount: 1,
          },
        ],
        Date.now(),
        GROUP_WINDOW_MS,
      );
      if (told > 0) await announce([followedId], followedId);
    }),

    /**
     * A followed account of another server holds releases it did not at its
     * last fetch (docs/decisions/061-remote-holdings.md): each member following
     * it is told what of their wishlist it now owns and what of their albums it
     * now wishes for, as of a member here, under their switches.
     */
    remoteHoldingsAdded: safely(
      'remote-holdings',
      async (remoteActorId: string, added: readonly { held: 'owned' | 'wished'; releaseId: string }[]) => {
        const told: string[] = [];
        for (const [kind, side, held] of [
          ['has-your-wish', 'have', 'owned'],
          ['wants-yours', 'want', 'wished'],
        ] as const) {
          const ids = added.filter((holding) => holding.held === held).map((holding) => holding.releaseId);
          const events = [];
          for (const each of await notifications.remoteMatches(remoteActorId, side, ids)) {
            if (!(await notifications.wantsKind(each.recipient_id, kind))) continue;
            events.push({
              recipientId: each.recipient_id,
              actorId: null,
              remoteActorId,
              kind,
              groupKey: `${kind}:${remoteActorId}`,
              subjectId: each.subject_id,
              subjectName: each.subject_name,
              amount: Number(each.count),
            });
          }
          await notifications.record(events, Date.now(), GROUP_WINDOW_MS);
          told.push(...events.map((event) => event.recipientId));
        }
        for (const recipient of new Set(told)) await announce([recipient], recipient);
      },
    ),

    /** Told after a grace period, and only if the recipient has not read the conversation by then. */
    messaged: (senderId: string, recipientId: string, conversationId: string): Promise<void> => {
      const timer = setTimeout(() => {
        pendingMessages.delete(timer);
        graceEnd({ senderId, recipientId, conversationId });
      }, settings.messageGraceMs);
      pendingMessages.add(timer);
      return Promise.resolve();
    },

    albumAdded: safely('album', (actorId: string, albumId: string) => albumsOf(actorId, { albumId })),

    wished: safely('wish', async (actorId: string, albumId: string) =>
      fromInterests('wants-yours', actorId, await notifications.followersOwning(actorId, { albumId })),
    ),

    collectionPublished: safely('collection', async (actorId: string, collectionId: string) => {
      const collection = await collections.findById(collectionId);
      if (collection?.privacy !== 'public') return;
      const followers = await follows.followerIds(actorId);
      await tell(
        'collection',
        actorId,
        followers.map((recipientId) => ({
          recipientId,
          groupKey: `collection:${collectionId}`,
          subjectId: collectionId,
          subjectName: collection.name,
          amount: 1,
        })),
      );
    }),

    /**
     * The importer hears once that it finished, however often it is told (a
     * repeated telling of one import used to merge into the unread notice, or
     * stand beside it once that was read); followers hear once, grouped, of
     * what concerns them.
     */
    importFinished: safely('import', async (userId: string, importId: string) => {
      const source = (await importJobs.find(importId))?.source;
      if (source === undefined) return;
      if (await notifications.wantsKind(userId, 'import')) {
        const told = await notifications.record(
          [
            {
              recipientId: userId,
              actorId: null,
              kind: 'import',
              groupKey: `import:${importId}`,
              subjectId: importId,
              subjectName: source,
              amount: 1,
              once: true,
            },
          ],
          Date.now(),
          GROUP_WINDOW_MS,
        );
        // Told already: so were the followers.
        if (told === 0) return;
        await announce([userId], userId);
      }
      await albumsOf(userId, { importId });
    }),

    /** The member read the conversation: its message notification is read too. */
    conversationRead: safely('message-read', async (actor: Actor, conversationId: string) => {
      if (
        await notifications.markAllRead(actor.userId, Date.now(), {
          kind: 'message',
          subjectId: conversationId,
        })
      )
        await publisher.publish('notification.read', { actor: serverActor(actor.userId) });
    }),
  };

  return {
    notifier,
    /** Drops the messages still in their grace period: a stopping server tells none of them. */
    stop(): void {
      for (const timer of pendingMessages) clearTimeout(timer);
      pendingMessages.clear();
      if (telling) clearImmediate(telling);
      telling = null;
      graceEnded = [];
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>['notifier'];
