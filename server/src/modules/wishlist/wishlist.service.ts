import type { WishlistEntry, WishlistPage } from '@surcos/contracts/wishlist';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { MusicCaller } from '../../music/music-database.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AlbumRow, AlbumsRepository } from '../albums/albums.repository.ts';
import { presentWishlistEntry } from './wishlist.presenter.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

interface WishlistDeps {
  wishlist: WishlistRepository;
  albums: AlbumsRepository;
  /** The album, fetched from the music database first if it is not stored yet. */
  ensureAlbum: (id: string, caller: MusicCaller) => Promise<AlbumRow>;
  publisher: Publisher;
}

/** Albums a user wishes for; an album they own cannot be wished for. */
export function createWishlistService({ wishlist, albums, ensureAlbum, publisher }: WishlistDeps) {
  return {
    async list(userId: string, pageNumber: number): Promise<WishlistPage> {
      return toPage(await wishlist.list(userId, pageNumber), pageNumber, presentWishlistEntry);
    },

    async add(actor: Actor, id: string): Promise<WishlistEntry> {
      const row = await ensureAlbum(id, { kind: 'member', userId: actor.userId });
      const before = await albums.ownership(id, actor.userId);
      if (before.ownedAt !== null) throw new AppError('ALREADY_OWNED');
      await wishlist.add(actor.userId, id, Date.now());
      const after = await albums.ownership(id, actor.userId);
      if (before.wishlistedAt === null) {
        await publisher.publish('wishlist.add', { actor, everyone: true, payload: { albumId: id } });
      }
      return presentWishlistEntry({ ...row, added_at: after.wishlistedAt ?? Date.now() });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (await wishlist.remove(actor.userId, id)) {
        await publisher.publish('wishlist.remove', { actor, everyone: true, payload: { albumId: id } });
      }
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
