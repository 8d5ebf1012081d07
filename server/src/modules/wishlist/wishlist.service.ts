import type { WishlistEntry, WishlistPage } from '@surcos/contracts/wishlist';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { MusicCaller } from '../../music/music-database.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AlbumRow } from '../albums/albums.repository.ts';
import { presentWishlistEntry } from './wishlist.presenter.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

interface WishlistDeps {
  wishlist: WishlistRepository;
  /** The album, fetched from the music database first if it is not stored yet. */
  ensureAlbum: (id: string, caller: MusicCaller) => Promise<AlbumRow>;
  publisher: Publisher;
  /** The user wishes for a new album: notifications, and their followers elsewhere. */
  onAdded: (userId: string, albumId: string) => Promise<void>;
  /** An album left the user's wishlist: their followers elsewhere. */
  onRemoved: (userId: string, albumId: string) => Promise<void>;
}

/** Albums a user wishes for; an album they own cannot be wished for. */
export function createWishlistService({
  wishlist,
  ensureAlbum,
  publisher,
  onAdded,
  onRemoved,
}: WishlistDeps) {
  return {
    async list(userId: string, cursor: string | undefined): Promise<WishlistPage> {
      return toPage(await wishlist.list(userId, cursor), presentWishlistEntry);
    },

    async add(actor: Actor, id: string): Promise<WishlistEntry> {
      const row = await ensureAlbum(id, { kind: 'member', userId: actor.userId });
      const { wishlistedAt, isNew } = await wishlist.add(actor.userId, id, Date.now());
      if (wishlistedAt === null) throw new AppError('ALREADY_OWNED');
      if (isNew) {
        await publisher.publish('wishlist.add', {
          actor,
          everyone: true,
          followers: true,
          payload: { albumId: id },
        });
        await onAdded(actor.userId, id);
      }
      return presentWishlistEntry({ ...row, added_at: wishlistedAt });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (await wishlist.remove(actor.userId, id)) {
        await publisher.publish('wishlist.remove', {
          actor,
          everyone: true,
          followers: true,
          payload: { albumId: id },
        });
        await onRemoved(actor.userId, id);
      }
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
