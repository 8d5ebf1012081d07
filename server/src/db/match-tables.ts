import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from './database.ts';
import type { Executor } from './paging.ts';

/**
 * The match tables (migration 027, docs/decisions/054-match-tables.md) are
 * a function of the follows, My albums, the wishlists and the albums'
 * masters, and nothing else but the holder's sort name (migration 039, kept
 * by triggers on renames): what a viewer may see (blocks, suspensions) is
 * applied when they are read. Each write to those lists calls one of the
 * functions here in its own transaction, which works the rows it could
 * have changed out again from the lists, with the same SQL that rebuilds
 * the tables whole; so a change can never drift from a rebuild.
 */

type Side = 'have' | 'want';
/** Whose list a side pairs: `have` pairs the viewer's wishlist with what the holder owns. */
const LISTS = {
  have: { viewer: sql.table('wishlist_entry'), holder: sql.table('album_owner') },
  want: { viewer: sql.table('album_owner'), holder: sql.table('wishlist_entry') },
} as const;
const LIST_OF = { owned: sql.table('album_owner'), wished: sql.table('wishlist_entry') } as const;

/** Rows of (user_id, album_id) that drive a part of the work: a list, narrowed. */
type Driver = RawBuilder<unknown>;

const listRows = (list: 'owned' | 'wished', where: RawBuilder<unknown>): Driver =>
  sql`select user_id, album_id from ${LIST_OF[list]} where ${where}`;

/**
 * The matches of one side whose viewer's album is in `driver` (rows of the
 * viewer's list): each pressing of it, the same one or another of its
 * master, held by someone the viewer follows. `cross join` with the
 * conditions in `where` keeps SQLite walking from the driver.
 */
function fromViewers(side: Side, driver: Driver, also: RawBuilder<unknown> = sql`1 = 1`) {
  const holder = LISTS[side].holder;
  return sql`
    select d.user_id as viewer_id, h.user_id as holder_id, ${sql.lit(side)} as side,
      d.album_id as mine_id, d.album_id as theirs_id, 'release' as level
    from (${driver}) d cross join ${holder} h cross join follow f
    where h.album_id = d.album_id and f.follower_id = d.user_id and f.following_id = h.user_id and ${also}
    union all
    select d.user_id, h.user_id, ${sql.lit(side)}, d.album_id, other.id, 'master'
    from (${driver}) d cross join album own cross join album other cross join ${holder} h cross join follow f
    where own.id = d.album_id and other.master_id = own.master_id and other.id <> own.id
      and h.album_id = other.id and f.follower_id = d.user_id and f.following_id = h.user_id and ${also}`;
}

/** The same, found from the holder's side: `driver` holds rows of the holder's list. */
function fromHolders(side: Side, driver: Driver, also: RawBuilder<unknown> = sql`1 = 1`) {
  const viewer = LISTS[side].viewer;
  return sql`
    select v.user_id as viewer_id, d.user_id as holder_id, ${sql.lit(side)} as side,
      d.album_id as mine_id, d.album_id as theirs_id, 'release' as level
    from (${driver}) d cross join ${viewer} v cross join follow f
    where v.album_id = d.album_id and f.follower_id = v.user_id and f.following_id = d.user_id and ${also}
    union all
    select v.user_id, d.user_id, ${sql.lit(side)}, other.id, d.album_id, 'master'
    from (${driver}) d cross join album own cross join album other cross join ${viewer} v cross join follow f
    where own.id = d.album_id and other.master_id = own.master_id and other.id <> own.id
      and v.album_id = other.id and f.follower_id = v.user_id and f.following_id = d.user_id and ${also}`;
}

/** What a holder's list shows to each of their followers. */
const holdingsOf = (list: 'owned' | 'wished', driver: Driver, also: RawBuilder<unknown> = sql`1 = 1`) => sql`
  select f.follower_id as viewer_id, d.user_id as holder_id, ${sql.lit(list)} as held, d.album_id
  from (${driver}) d cross join follow f
  where f.following_id = d.user_id and ${also}`;

/**
 * Members of other servers (docs/decisions/061-remote-holdings.md): what an
 * actor holds is `remote_holding`, as its `haves` and `wants` last gave it,
 * and whom it is seen by is `remote_follow`, accepted. Their releases need not
 * be albums here, so a master-level match pairs the member's album with the
 * actor's release by the master the actor's server gave with it, and
 * `theirs_id` is that release's Discogs id, an album here or not.
 */
const REMOTE_HELD = { have: 'owned', want: 'wished' } as const;

/** What followed remote actors hold, to each member whose follow of them was accepted. */
const remoteHoldingsOf = (also: RawBuilder<unknown>) => sql`
  select rf.user_id as viewer_id, rh.actor_id as holder_id, rh.held, rh.release_id as album_id, rh.master_id
  from remote_holding rh cross join remote_follow rf
  where rf.actor_id = rh.actor_id and rf.state = 'accepted' and ${also}`;

/** The matches of one side of the members' albums in `driver` with the remote actors they follow. */
function remoteFromViewers(side: Side, driver: Driver) {
  const held = sql.lit(REMOTE_HELD[side]);
  return sql`
    select d.user_id as viewer_id, rh.actor_id as holder_id, ${sql.lit(side)} as side,
      d.album_id as mine_id, rh.release_id as theirs_id, 'release' as level
    from (${driver}) d cross join remote_holding rh cross join remote_follow rf
    where rh.release_id = d.album_id and rh.held = ${held}
      and rf.user_id = d.user_id and rf.actor_id = rh.actor_id and rf.state = 'accepted'
    union all
    select d.user_id, rh.actor_id, ${sql.lit(side)}, d.album_id, rh.release_id, 'master'
    from (${driver}) d cross join album own cross join remote_holding rh cross join remote_follow rf
    where own.id = d.album_id and rh.master_id = own.master_id and rh.release_id <> own.id
      and rh.held = ${held} and rf.user_id = d.user_id and rf.actor_id = rh.actor_id and rf.state = 'accepted'`;
}

/** The same, found from the actors' holdings narrowed by `also` (over `rh`). */
function remoteFromHolders(side: Side, also: RawBuilder<unknown>) {
  const viewer = LISTS[side].viewer;
  const held = sql.lit(REMOTE_HELD[side]);
  return sql`
    select v.user_id as viewer_id, rh.actor_id as holder_id, ${sql.lit(side)} as side,
      v.album_id as mine_id, rh.release_id as theirs_id, 'release' as level
    from remote_holding rh cross join remote_follow rf cross join ${viewer} v
    where rh.held = ${held} and ${also} and rf.actor_id = rh.actor_id and rf.state = 'accepted'
      and v.user_id = rf.user_id and v.album_id = rh.release_id
    union all
    select v.user_id, rh.actor_id, ${sql.lit(side)}, v.album_id, rh.release_id, 'master'
    from remote_holding rh cross join remote_follow rf cross join album own cross join ${viewer} v
    where rh.held = ${held} and ${also} and rf.actor_id = rh.actor_id and rf.state = 'accepted'
      and own.master_id = rh.master_id and own.id <> rh.release_id
      and v.user_id = rf.user_id and v.album_id = own.id`;
}

/**
 * Where a holder stands in Coincidencias' order, which `followed_match` keeps
 * with each row (migration 039, docs/decisions/067-match-sort-names.md): a
 * member's folded name (the name itself for an account older than folding), a
 * remote account's name, else its address, folded the same way (its
 * `sort_name`, migration 040). Given the row's alias.
 */
const memberSortName = (row: string) => sql`coalesce(${sql.raw(row)}."searchName", ${sql.raw(row)}.name)`;
const remoteSortName = (row: string) => sql`${sql.raw(row)}.sort_name`;

/** The sort name of the holder whose id `holderId` gives: a member here, else a remote account. */
const holderSortName = (holderId: RawBuilder<unknown>) => sql<string>`coalesce(
  (select ${memberSortName('u')} from "user" u where u.id = ${holderId}),
  (select ${remoteSortName('ra')} from remote_actor ra where ra.id = ${holderId}))`;

/**
 * Whether rows are written with their sort name: migration 027's rebuild
 * ran before the column existed (migration 039 fills the rows it wrote).
 */
export type SortNames = 'with sort names' | 'before migration 039';

async function insertMatches(
  db: Executor,
  parts: readonly RawBuilder<unknown>[],
  sortNames: SortNames = 'with sort names',
): Promise<void> {
  const found = sql.join(parts, sql` union `);
  // `union` drops the pairing two parts both found (someone following themselves).
  await (
    sortNames === 'with sort names'
      ? sql`
    insert into followed_match (viewer_id, holder_id, side, mine_id, theirs_id, level, sort_name)
    select viewer_id, holder_id, side, mine_id, theirs_id, level, ${holderSortName(sql.ref('found.holder_id'))}
    from (${found}) found`
      : sql`
    insert into followed_match (viewer_id, holder_id, side, mine_id, theirs_id, level)
    select viewer_id, holder_id, side, mine_id, theirs_id, level from (${found}) found`
  ).execute(db);
}

async function insertHoldings(db: Executor, parts: readonly RawBuilder<unknown>[]): Promise<void> {
  await sql`
    insert into followed_holding (viewer_id, holder_id, held, album_id)
    select viewer_id, holder_id, held, album_id from (${sql.join(parts, sql` union all `)}) found`.execute(
    db,
  );
}

async function insertRemoteHoldings(db: Executor, also: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into followed_holding (viewer_id, holder_id, held, album_id, master_id)
    select viewer_id, holder_id, held, album_id, master_id from (${remoteHoldingsOf(also)}) found`.execute(
    db,
  );
}

/**
 * On PostgreSQL, a follow (or its end) and a change to either person's lists
 * take turns on that person's row: otherwise, committing together, each would
 * miss the other's rows. Changes to lists share the row (one person's adds of
 * different albums still run side by side, and one album's changes take turns
 * on the albums' rows, db/album-owners.ts); a follow takes it alone.
 */
async function lockUsers(
  db: Executor,
  dialect: Dialect,
  userIds: readonly string[],
  mode: 'lists' | 'follow',
): Promise<void> {
  if (dialect !== 'postgres') return;
  const rows = db
    .selectFrom('user')
    .select('id')
    .where('id', 'in', [...userIds])
    .orderBy('id');
  await (mode === 'follow' ? rows.forNoKeyUpdate() : rows.forShare()).execute();
}

/** Whether the user follows someone (here or, accepted, elsewhere) or someone here follows them. */
async function followsAnyway(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('follow').select('follow.follower_id').where('follower_id', '=', userId)),
          eb.exists(eb.selectFrom('follow').select('follow.follower_id').where('following_id', '=', userId)),
          eb.exists(
            eb
              .selectFrom('remote_follow')
              .select('remote_follow.user_id')
              .where('user_id', '=', userId)
              .where('state', '=', 'accepted'),
          ),
        ])
        .as('follows'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.follows);
}

/** Statements over many albums go in slices, well inside every driver's parameter limit. */
const SLICE = 200;
function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += SLICE) out.push(items.slice(start, start + SLICE));
  return out;
}

/**
 * After the user's My albums or wishlist changed for these albums (added,
 * removed, restored, imported), in the same transaction: what their
 * followers see of them, and every match they take part in over these
 * albums, as holder or as viewer.
 */
export async function refreshMatchesOfLists(
  db: Executor,
  dialect: Dialect,
  userId: string,
  albumIds: readonly string[],
): Promise<void> {
  if (albumIds.length === 0) return;
  await lockUsers(db, dialect, [userId], 'lists');
  // Rows come only with follows: someone who follows nobody and whom nobody follows has none.
  if (!(await followsAnyway(db, userId))) return;
  for (const ids of slices([...new Set(albumIds)])) {
    const mine = (list: 'owned' | 'wished') =>
      listRows(list, sql`user_id = ${userId} and album_id in (${sql.join(ids)})`);
    await db
      .deleteFrom('followed_holding')
      .where('holder_id', '=', userId)
      .where('album_id', 'in', ids)
      .execute();
    await insertHoldings(db, [holdingsOf('owned', mine('owned')), holdingsOf('wished', mine('wished'))]);
    await db
      .deleteFrom('followed_match')
      .where('holder_id', '=', userId)
      .where('theirs_id', 'in', ids)
      .execute();
    await db
      .deleteFrom('followed_match')
      .where('viewer_id', '=', userId)
      .where('mine_id', 'in', ids)
      .execute();
    await insertMatches(db, [
      fromHolders('have', mine('owned')),
      fromViewers('have', mine('wished')),
      fromHolders('want', mine('wished')),
      fromViewers('want', mine('owned')),
      remoteFromViewers('have', mine('wished')),
      remoteFromViewers('want', mine('owned')),
    ]);
  }
}

/**
 * After `followerId` started or stopped following `followingId` (a block
 * stops both ways), in the same transaction: the pair's rows, from the
 * lists, while the follow stands.
 */
export async function refreshMatchesOfFollow(
  db: Executor,
  dialect: Dialect,
  followerId: string,
  followingId: string,
): Promise<void> {
  await lockUsers(db, dialect, [followerId, followingId], 'follow');
  const pair = (table: 'followed_holding' | 'followed_match') =>
    db.deleteFrom(table).where('viewer_id', '=', followerId).where('holder_id', '=', followingId).execute();
  await pair('followed_holding');
  const theirs = (list: 'owned' | 'wished') => listRows(list, sql`user_id = ${followingId}`);
  const onlyViewer = sql`f.follower_id = ${followerId}`;
  await insertHoldings(db, [
    holdingsOf('owned', theirs('owned'), onlyViewer),
    holdingsOf('wished', theirs('wished'), onlyViewer),
  ]);
  await pair('followed_match');
  // Both sides start from a wishlist, the shorter list as a rule.
  await insertMatches(db, [
    fromViewers('have', listRows('wished', sql`user_id = ${followerId}`), sql`h.user_id = ${followingId}`),
    fromHolders('want', theirs('wished'), sql`v.user_id = ${followerId}`),
  ]);
}

/** After these albums' masters changed, in the same transaction: every match that pairs one of them. */
export async function refreshMatchesOfPressings(db: Executor, albumIds: readonly string[]): Promise<void> {
  for (const ids of slices([...new Set(albumIds)])) {
    const of = (list: 'owned' | 'wished') => listRows(list, sql`album_id in (${sql.join(ids)})`);
    await db.deleteFrom('followed_match').where('theirs_id', 'in', ids).execute();
    await db.deleteFrom('followed_match').where('mine_id', 'in', ids).execute();
    await insertMatches(db, [
      fromHolders('have', of('owned')),
      fromViewers('have', of('wished')),
      fromHolders('want', of('wished')),
      fromViewers('want', of('owned')),
      // A remote actor's release pairs by the master its server gave, which these changes leave as it was.
      remoteFromViewers('have', of('wished')),
      remoteFromViewers('want', of('owned')),
      remoteFromHolders('have', sql`rh.release_id in (${sql.join(ids)})`),
      remoteFromHolders('want', sql`rh.release_id in (${sql.join(ids)})`),
    ]);
  }
}

/**
 * Part of deleting an account, before the user row goes (its follows go
 * with it): the rows that name the user as holder. Those that have them as
 * viewer go with the row itself.
 */
export async function forgetMatchesOf(db: Executor, userId: string): Promise<void> {
  for (const table of ['followed_holding', 'followed_match'] as const) {
    await db
      .deleteFrom(table)
      .where('holder_id', '=', userId)
      .where('viewer_id', 'in', (eb) =>
        eb.selectFrom('follow').select('follower_id').where('following_id', '=', userId),
      )
      .execute();
    await db.deleteFrom(table).where('viewer_id', '=', userId).execute();
  }
}

/**
 * Both tables worked out again from the lists, whole (migration 027, `npm run matches:rebuild`);
 * in a transaction of the caller's, so readers see the old tables or the new ones.
 */
export async function rebuildMatchTables(trx: Executor): Promise<{ holdings: number; matches: number }> {
  await rebuildLocalMatchTables(trx);
  await insertRemoteHoldings(trx, sql`1 = 1`);
  await insertMatches(trx, [remoteFromHolders('have', sql`1 = 1`), remoteFromHolders('want', sql`1 = 1`)]);
  return countMatchRows(trx);
}

/**
 * The tables from the lists of members here alone: migration 027's rebuild,
 * which ran before remote holdings existed (migration 034), and must keep
 * running on a database that has none of their tables yet.
 */
export async function rebuildLocalMatchTables(
  trx: Executor,
  sortNames: SortNames = 'with sort names',
): Promise<void> {
  await trx.deleteFrom('followed_holding').execute();
  await trx.deleteFrom('followed_match').execute();
  const every = (list: 'owned' | 'wished') => listRows(list, sql`1 = 1`);
  await insertHoldings(trx, [holdingsOf('owned', every('owned')), holdingsOf('wished', every('wished'))]);
  // Both sides start from the wishlists, which are far shorter than My albums.
  await insertMatches(
    trx,
    [fromViewers('have', every('wished')), fromHolders('want', every('wished'))],
    sortNames,
  );
}

/**
 * After what a remote actor holds, or who here follows it, changed (a sync,
 * an accepted follow, an unfollow, a block, a server block, the actor's
 * deletion), in the same transaction: every row naming it as holder, from the
 * lists and the accepted follows. Its holdings go once nobody here follows it
 * any more, not even pending.
 */
export async function refreshMatchesOfRemoteActor(
  db: Executor,
  dialect: Dialect,
  actorId: string,
): Promise<void> {
  // The followers' rows, alone: a change to one of their lists waits (as for a follow here).
  const followers = await db
    .selectFrom('remote_follow')
    .select('user_id')
    .where('actor_id', '=', actorId)
    .execute();
  if (followers.length > 0) {
    await lockUsers(
      db,
      dialect,
      followers.map((row) => row.user_id),
      'follow',
    );
  } else {
    await db.deleteFrom('remote_holding').where('actor_id', '=', actorId).execute();
  }
  await db.deleteFrom('followed_holding').where('holder_id', '=', actorId).execute();
  await db.deleteFrom('followed_match').where('holder_id', '=', actorId).execute();
  if (followers.length === 0) return;
  const theirs = sql`rh.actor_id = ${actorId}`;
  await insertRemoteHoldings(db, theirs);
  await insertMatches(db, [remoteFromHolders('have', theirs), remoteFromHolders('want', theirs)]);
}

/** How many rows the match tables hold. */
export async function countMatchRows(trx: Executor): Promise<{ holdings: number; matches: number }> {
  const count = async (table: 'followed_holding' | 'followed_match') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { holdings: await count('followed_holding'), matches: await count('followed_match') };
}

/**
 * Before these remote actors go (their server blocked, or an actor deleted
 * there), in the same transaction: every row naming them as holder, and what
 * they hold. Their follows go with the same change, so no row is owed.
 */
export async function forgetRemoteHolders(db: Executor, actorIds: readonly string[]): Promise<void> {
  for (const ids of slices(actorIds)) {
    await db.deleteFrom('followed_holding').where('holder_id', 'in', ids).execute();
    await db.deleteFrom('followed_match').where('holder_id', 'in', ids).execute();
    await db.deleteFrom('remote_holding').where('actor_id', 'in', ids).execute();
  }
}
