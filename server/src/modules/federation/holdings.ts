import type { Context, Federation } from '@fedify/fedify';
import { type Actor, Collection, isActor, Link, Object as APObject } from '@fedify/vocab';
import type { ActorMember } from './actor-paths.ts';
import type { Held, HeldRelease, HoldingsRepository, RemoteHolding } from './holdings.repository.ts';

/**
 * A member's `haves` (My albums) and `wants` (wishlist) as collections of
 * Discogs releases (docs/decisions/061-remote-holdings.md), served to the
 * actors that follow them and read from the actors members here follow.
 */
export const HOLDINGS_PATHS = {
  haves: '/users/{identifier}/haves',
  wants: '/users/{identifier}/wants',
} as const;
const COLLECTION_OF: Record<Held, keyof typeof HOLDINGS_PATHS> = { owned: 'haves', wished: 'wants' };

/** Releases per page of a collection. */
export const HOLDINGS_PAGE = 100;
/** Most releases read of one list of one actor: a collector's shelves, not a shop's stock. */
export const HOLDINGS_MAX = 10_000;

/** Where a release and a master live on Discogs: the ids travel as these addresses. */
const DISCOGS = 'https://www.discogs.com';
const DISCOGS_LINK = /^https:\/\/www\.discogs\.com\/(release|master)\/([1-9]\d{0,11})$/;

export interface HoldingsDeps {
  publicUrl: string;
  holdings: HoldingsRepository;
  /** A member who may have an actor (found, not suspended), by handle. */
  memberOf: (handle: string) => Promise<ActorMember | null>;
}

/** The collections' addresses, for the actor's `streams`. */
export const holdingsStreams = (ctx: Context<void>, identifier: string): URL[] =>
  (['haves', 'wants'] as const).map((name) => ctx.getCollectionUri(name, { identifier }));

/**
 * One held release: an `Object` whose `id` is the album's page here and whose
 * `url`s are the release's and its master's pages on Discogs, which carry the
 * two ids in a shape any ActivityPub software keeps.
 */
export const releaseItem = (publicUrl: string, release: HeldRelease) =>
  new APObject({
    id: new URL(`/album/${encodeURIComponent(release.releaseId)}`, publicUrl),
    urls: [
      new URL(`${DISCOGS}/release/${release.releaseId}`),
      ...(release.masterId === null || !/^\d+$/.test(release.masterId)
        ? []
        : [new URL(`${DISCOGS}/master/${release.masterId}`)]),
    ],
  });

export function dispatchHoldings(federation: Federation<void>, deps: HoldingsDeps): void {
  const { holdings, memberOf } = deps;
  /** The member the path names, as kept (another spelling of the handle is not an actor's). */
  const ownerOf = async (identifier: string) => {
    const member = await memberOf(identifier);
    return member === null || member.handle !== identifier ? null : member;
  };

  for (const held of ['owned', 'wished'] as const) {
    const name = COLLECTION_OF[held];
    federation
      .setCollectionDispatcher(name, APObject, HOLDINGS_PATHS[name], async (_ctx, values, cursor) => {
        const member = await ownerOf(values.identifier);
        if (member === null || cursor === null) return null;
        const page = await holdings.ofMember(member.id, held, cursor === '' ? null : cursor, HOLDINGS_PAGE);
        const last = page.at(-1);
        return {
          items: page.map((release) => releaseItem(deps.publicUrl, release)),
          nextCursor: page.length === HOLDINGS_PAGE && last !== undefined ? last.releaseId : null,
        };
      })
      .setFirstCursor(() => '')
      .setCounter(async (_ctx, values) => {
        const member = await ownerOf(values.identifier);
        return member === null ? null : holdings.countOfMember(member.id, held);
      })
      // Only to a signed request from an actor following the member (Fedify answers anyone else 401).
      .authorize(async (ctx, values) => {
        const member = await ownerOf(values.identifier ?? '');
        // No such member, or suspended: refused like anyone else (Fedify serves a collection's root by
        // itself once authorized).
        if (member === null) return false;
        const signer = await ctx.getSignedKeyOwner();
        return signer?.id != null && holdings.follows(signer.id.href, member.id);
      });
  }
}

/** What a fetch of an actor's holdings may take. */
export interface FetchLimits {
  /** Past it the fetch gives up, whatever it had read (a slow server is not waited on). */
  deadlineMs: number;
  maxPerList: number;
}

/**
 * The releases `actorId` owns and wishes for, read from its `haves` and
 * `wants` with requests signed as the member `signer` (who follows it).
 * Null when the actor has no such collections (not a Surcos): nothing to
 * match. Throws when the server fails to answer, so the kept holdings stay.
 */
export async function fetchHoldings(
  ctx: Context<void>,
  signer: string,
  actorId: string,
  limits: FetchLimits,
): Promise<RemoteHolding[] | null> {
  const deadline = AbortSignal.timeout(limits.deadlineMs);
  const signed = await ctx.getDocumentLoader({ identifier: signer });
  const documentLoader = (url: string) => signed(url, { signal: deadline });
  const actor = await ctx.lookupObject(actorId, { documentLoader });
  if (!isActor(actor) || actor.id?.href !== actorId) throw new Error(`no actor at ${actorId}`);
  const streams = heldStreamsOf(actor, actorId);
  const found: RemoteHolding[] = [];
  let served = false;
  for (const held of ['owned', 'wished'] as const) {
    const stream = streams.get(held);
    if (stream === undefined) continue;
    served = true;
    const collection = await ctx.lookupObject(stream, { documentLoader });
    if (!(collection instanceof Collection)) throw new Error(`no collection at ${stream.href}`);
    let read = 0;
    for await (const item of ctx.traverseCollection(collection, { documentLoader })) {
      const release = heldRelease(item);
      if (release !== null) found.push({ held, ...release });
      if ((read += 1) >= limits.maxPerList) break;
    }
  }
  return served ? found : null;
}

/**
 * An actor's `haves` and `wants`, as it names them among its `streams` (by the
 * path's last segment), on its own origin: a collection elsewhere is not its own.
 */
export function heldStreamsOf(actor: Actor, actorId: string): Map<Held, URL> {
  const origin = new URL(actorId).origin;
  const streams = actor.streamIds.filter((id) => id.origin === origin);
  const found = new Map<Held, URL>();
  for (const held of ['owned', 'wished'] as const) {
    const stream = streams.find((id) => id.pathname.endsWith(`/${COLLECTION_OF[held]}`));
    if (stream !== undefined) found.set(held, stream);
  }
  return found;
}

/** The Discogs ids of one item: a release's address, and its master's if given. */
function heldRelease(item: APObject | Link): HeldRelease | null {
  if (!(item instanceof APObject)) return null;
  let releaseId: string | null = null;
  let masterId: string | null = null;
  for (const url of item.urls) {
    const href = url instanceof Link ? url.href?.href : url.href;
    const match = href === undefined ? null : DISCOGS_LINK.exec(href);
    if (match?.[1] === 'release') releaseId ??= match[2]!;
    if (match?.[1] === 'master') masterId ??= match[2]!;
  }
  return releaseId === null ? null : { releaseId, masterId };
}
