import { randomUUID } from 'node:crypto';
import { Add, type Activity, Collection, Remove, Update } from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { ListsChanged } from '../albums-bulk/albums-bulk.service.ts';
import { type HOLDINGS_PATHS, releaseItem } from './holdings.ts';
import type { HoldingsRepository } from './holdings.repository.ts';
import { type PostSender, senderOf, toldSafely } from './outgoing-posts.ts';
import type { PostSubjectsRepository } from './post-subjects.repository.ts';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';

/**
 * What a wishlist change tells the member's followers on other servers
 * (docs/decisions/066-wishlist-changes-across-servers.md): that their `wants`
 * changed, so a following Surcos fetches it again now rather than at its
 * period. The services call it after their writes commit; with federation off
 * it is `noOutgoingWants`.
 */
export interface OutgoingWants {
  /** An album joined the wishlist: `Add` of its release to `wants`. */
  added: (userId: string, albumId: string) => Promise<void>;
  /** An album left it (taken off, or owned now): `Remove` of its release from `wants`. */
  removed: (userId: string, albumId: string) => Promise<void>;
  /** An import ended (done, failed or cancelled) that may have changed the wishlist: one `Update` of `wants`. */
  importEnded: (userId: string, importId: string) => Promise<void>;
  /**
   * Albums left My albums (one, or a bulk removal) or came back (its undo):
   * one `Update` of `haves` when releases came or went, and one of `wants`
   * when releases left the wishlist, never one activity per album.
   */
  listsChanged: (userId: string, changed: ListsChanged) => Promise<void>;
}

/** The member's collections a change names. */
type List = keyof typeof HOLDINGS_PATHS;

export const noOutgoingWants: OutgoingWants = {
  added: () => Promise.resolve(),
  removed: () => Promise.resolve(),
  importEnded: () => Promise.resolve(),
  listsChanged: () => Promise.resolve(),
};

export interface OutgoingWantsDeps {
  publicUrl: string;
  holdings: Pick<HoldingsRepository, 'releaseOf' | 'anyRelease'>;
  subjects: Pick<PostSubjectsRepository, 'member' | 'importJob'>;
  remoteActors: Pick<RemoteActorsRepository, 'followerCount'>;
  /** The running federation (it starts after the services are made). */
  sender: () => PostSender | null;
  log: FastifyBaseLogger;
}

export function createOutgoingWants(deps: OutgoingWantsDeps): OutgoingWants {
  const { publicUrl, holdings, subjects, remoteActors } = deps;
  const safely = toldSafely(deps.log);

  /**
   * Sends the activities `make` builds to the member's followers elsewhere, if
   * they may send (federation on, not suspended) and anyone elsewhere follows them.
   */
  async function tell(
    userId: string,
    make: (parts: { actor: URL; lists: Record<List, URL>; followers: URL }) => Activity[],
  ) {
    const poster = await senderOf(deps.sender, subjects, userId);
    if (poster === null || (await remoteActors.followerCount(userId)) === 0) return;
    const { member, sender } = poster;
    const ctx = sender.federation.createContext(new URL(publicUrl), undefined);
    const identifier = member.handle;
    const activities = make({
      actor: ctx.getActorUri(identifier),
      lists: {
        haves: ctx.getCollectionUri('haves', { identifier }),
        wants: ctx.getCollectionUri('wants', { identifier }),
      },
      // The lists are for followers alone, as the collections are: never Public.
      followers: ctx.getFollowersUri(identifier),
    });
    for (const activity of activities) {
      await sender.outbound(() =>
        ctx.sendActivity({ identifier }, 'followers', activity, { fanout: 'force', preferSharedInbox: true }),
      );
    }
  }

  /** Each list changed as a whole: one `Update` of it, the collection by its id and type, embedded. */
  const updates = (userId: string, changed: readonly List[]) =>
    changed.length === 0
      ? Promise.resolve()
      : tell(userId, ({ actor, lists, followers }) =>
          changed.map(
            (list) =>
              new Update({
                id: new URL(`${lists[list].href}#updates/${randomUUID()}`),
                actor,
                to: followers,
                // Embedded: nothing for a receiver to fetch unsigned.
                object: new Collection({ id: lists[list] }),
              }),
          ),
        );

  /** One release in or out: the same reference the `wants` pages serve. */
  const changed = (Kind: typeof Add | typeof Remove, fragment: string) =>
    safely(fragment, async (userId: string, albumId: string) => {
      // Nothing for an album that is not a Discogs release (hand-made, the bundled catalogue's).
      const release = await holdings.releaseOf(albumId);
      if (release === undefined) return;
      await tell(userId, ({ actor, lists, followers }) => [
        new Kind({
          id: new URL(`${lists.wants.href}#${fragment}/${randomUUID()}`),
          actor,
          to: followers,
          object: releaseItem(publicUrl, release),
          target: lists.wants,
        }),
      ]);
    });

  return {
    added: changed(Add, 'adds'),
    removed: changed(Remove, 'removes'),

    importEnded: safely('wants-import', async (userId: string, importId: string) => {
      const job = await subjects.importJob(importId);
      // Wants added, or copies added (an owned album leaves the wishlist): the list may differ.
      if (job === undefined || job.user_id !== userId || job.wants_added + job.copies_added === 0) return;
      await updates(userId, ['wants']);
    }),

    listsChanged: safely('lists', async (userId: string, changed: ListsChanged) => {
      // Only Discogs releases are in the collections: hand-made albums change neither.
      const lists: List[] = [];
      for (const list of ['haves', 'wants'] as const) {
        if (await holdings.anyRelease(changed[list])) lists.push(list);
      }
      await updates(userId, lists);
    }),
  };
}
