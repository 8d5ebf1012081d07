import type { FastifyInstance } from 'fastify';
import type {
  AlbumCard,
  AlbumDetail,
  AlbumListQuery,
  AlbumPage,
  AlbumSearchPage,
} from '@surcos/contracts/albums';
import type { WishlistEntry, WishlistPage } from '@surcos/contracts/wishlist';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { AppError } from '../../lib/app-error.ts';
import { MusicDatabaseError, MusicDatabaseRateLimitedError } from '../../music/music-database.ts';
import { type AlbumRow, createAlbumsRepository } from './albums.repository.ts';
import { isoTime, presentCard, presentRelease } from './albums.presenter.ts';

const NOT_FOUND_MESSAGE = 'Álbum no encontrado.';
const FETCH_FAILED_MESSAGE = 'Error fetching album. Please try again.';

function page<T>(rows: T[], current: number) {
  return { items: rows.slice(0, LIST_PAGE_SIZE), page: current, hasMore: rows.length > LIST_PAGE_SIZE };
}

/** Album ownership, wishlist and listings; publishes realtime facts after each commit. */
export function createAlbumsService(app: FastifyInstance) {
  const repo = createAlbumsRepository(app.db, app.dialect);

  /** The stored album, or the release fetched from the music database and stored now. */
  async function ensureAlbum(id: string): Promise<AlbumRow> {
    const stored = await repo.findById(id);
    if (stored) return stored;
    let release;
    try {
      release = await app.music.release(id);
    } catch (error) {
      if (error instanceof MusicDatabaseRateLimitedError) throw new AppError('MUSIC_DATABASE_RATE_LIMITED');
      if (error instanceof MusicDatabaseError)
        throw new AppError('MUSIC_DATABASE_UNAVAILABLE', FETCH_FAILED_MESSAGE);
      throw error;
    }
    if (!release || release.id !== id) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await repo.upsertRelease(release);
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return row;
  }

  function announceOwnership(userId: string, albumId: string, wishlistChanged: boolean): void {
    app.realtime.toUser(userId, 'albums.changed');
    if (wishlistChanged) app.realtime.toUser(userId, 'wishlist.changed');
    app.realtime.toUser(userId, 'counts.changed');
    app.realtime.toEveryone('album.changed', { albumId });
  }

  return {
    async search(userId: string, query: string, pageNumber: number): Promise<AlbumSearchPage> {
      try {
        const found = await app.music.search(query, pageNumber);
        const owned = await repo.ownedAmong(
          userId,
          found.results.map((result) => result.id),
        );
        return {
          ...found,
          results: found.results.map((result) => ({ ...result, owned: owned.has(result.id) })),
        };
      } catch (error) {
        if (error instanceof MusicDatabaseRateLimitedError) throw new AppError('MUSIC_DATABASE_RATE_LIMITED');
        if (error instanceof MusicDatabaseError) throw new AppError('MUSIC_DATABASE_UNAVAILABLE');
        throw error;
      }
    },

    async detail(id: string, viewerId: string | null): Promise<AlbumDetail> {
      const row = await ensureAlbum(id);
      const [owners, wishlistedBy, viewer] = await Promise.all([
        repo.owners(id),
        repo.wishlistedBy(id),
        viewerId ? repo.ownership(id, viewerId) : null,
      ]);
      return {
        album: presentRelease(row),
        owners: owners.map((owner) => ({ id: owner.id, name: owner.name, addedAt: isoTime(owner.added_at) })),
        wishlistedBy: wishlistedBy.map((user) => ({ id: user.id, name: user.name })),
        viewer: viewer ? { owns: viewer.ownedAt !== null, wishlisted: viewer.wishlistedAt !== null } : null,
      };
    },

    /** Adds to My albums (idempotent) and takes the album off the user's wishlist. */
    async add(userId: string, id: string): Promise<AlbumCard> {
      await ensureAlbum(id);
      const addedAt = Date.now();
      const { isNew, leftWishlist } = await app.db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        const inserted = await repo.addOwner(trx, id, userId, addedAt);
        const removed = await repo.removeWishlistEntry(trx, userId, id);
        if (inserted) await repo.refreshOwnerStats(trx, [id]);
        return { isNew: inserted, leftWishlist: removed };
      });
      if (isNew || leftWishlist) announceOwnership(userId, id, leftWishlist);
      if (isNew) await app.follows.notifyFollowers(userId, { news: true });
      const row = await repo.findById(id);
      const { ownedAt } = await repo.ownership(id, userId);
      return presentCard({ ...row!, added_at: ownedAt });
    },

    /** Takes the user out of the owners (idempotent); an album nobody owns leaves Explorar. */
    async remove(userId: string, id: string): Promise<void> {
      const { removed, collections } = await app.db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        const deleted = await repo.removeOwner(trx, id, userId);
        if (!deleted) return { removed: false, collections: [] };
        await repo.refreshOwnerStats(trx, [id]);
        // An album that leaves My albums leaves the owner's collections too.
        return {
          removed: true,
          collections: await app.collections.removeAlbumFromOwnCollections(trx, userId, id),
        };
      });
      if (!removed) return;
      announceOwnership(userId, id, false);
      app.collections.announceAlbumRemoval(userId, collections);
      await app.follows.notifyFollowers(userId, { news: false });
    },

    async addToWishlist(userId: string, id: string): Promise<WishlistEntry> {
      const row = await ensureAlbum(id);
      const before = await repo.ownership(id, userId);
      if (before.ownedAt !== null) throw new AppError('ALREADY_OWNED');
      await repo.addWishlistEntry(userId, id, Date.now());
      const after = await repo.ownership(id, userId);
      if (before.wishlistedAt === null) {
        app.realtime.toUser(userId, 'wishlist.changed');
        app.realtime.toUser(userId, 'counts.changed');
        app.realtime.toEveryone('album.changed', { albumId: id });
      }
      return {
        ...presentCard({ ...row, added_at: null }),
        addedAt: isoTime(after.wishlistedAt ?? Date.now()),
      };
    },

    async removeFromWishlist(userId: string, id: string): Promise<void> {
      if (await repo.removeWishlistEntry(app.db, userId, id)) {
        app.realtime.toUser(userId, 'wishlist.changed');
        app.realtime.toUser(userId, 'counts.changed');
        app.realtime.toEveryone('album.changed', { albumId: id });
      }
    },

    async explore(query: AlbumListQuery): Promise<AlbumPage> {
      const rows = await repo.listOwned(query);
      const result = page(rows, query.page);
      return { ...result, items: result.items.map(presentCard) };
    },

    async ownedBy(userId: string, query: AlbumListQuery): Promise<AlbumPage> {
      const rows = await repo.listOwnedBy(userId, query);
      const result = page(rows, query.page);
      return { ...result, items: result.items.map(presentCard) };
    },

    async wishlist(userId: string, pageNumber: number): Promise<WishlistPage> {
      const rows = await repo.listWishlist(userId, pageNumber);
      const result = page(rows, pageNumber);
      return {
        ...result,
        items: result.items.map((row) => ({ ...presentCard(row), addedAt: isoTime(row.added_at) })),
      };
    },

    /** Before an account is deleted: its ownerships go, and the albums' owner counts follow. */
    async removeAllOwnershipsOf(userId: string): Promise<void> {
      const albumIds = await app.db.transaction().execute(async (trx) => {
        const ids = await repo.albumIdsOwnedBy(trx, userId);
        await repo.lockMany(trx, ids);
        await repo.removeAllOwnersRows(trx, userId);
        for (let start = 0; start < ids.length; start += 500) {
          await repo.refreshOwnerStats(trx, ids.slice(start, start + 500));
        }
        return ids;
      });
      for (const albumId of albumIds) app.realtime.toEveryone('album.changed', { albumId });
    },

    counts: async (userId: string) => ({
      albums: await repo.countOwnedBy(userId),
      wishlist: await repo.countWishlist(userId),
    }),
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
