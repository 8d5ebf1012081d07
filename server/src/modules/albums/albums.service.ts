import { randomUUID } from 'node:crypto';
import { type HandMadeAlbumBody, isHandMadeAlbumId } from '@surcos/contracts/hand-made-albums';
import type {
  AlbumCard,
  AlbumDetail,
  AlbumSearchPage,
  EditionList,
  MyAlbumListQuery,
  MyAlbumPage,
  MyAlbumsAll,
} from '@surcos/contracts/albums';
import { type Actor, serverActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import {
  type MusicCaller,
  type MusicDatabase,
  MusicDatabaseError,
  MusicDatabaseRateLimitedError,
  MusicShareSpentError,
} from '../../music/music-database.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { WishlistRepository } from '../wishlist/wishlist.repository.ts';
import type { CopyDetails } from '../copies/copies.repository.ts';
import {
  handMadeRelease,
  presentAlbumDetail,
  presentCard,
  presentEdition,
  presentHandMade,
  presentMyAlbumWithCopies,
  presentMyCard,
  presentSearchPage,
} from './albums.presenter.ts';
import { presentCopy } from '../copies/copies.presenter.ts';
import type { Copy } from '@surcos/contracts/copies';
import type { AlbumRow, AlbumsRepository } from './albums.repository.ts';
import { texts } from '../../lib/texts.ts';

const NOT_FOUND_MESSAGE = texts.api.albumNotFound;
const FETCH_FAILED_MESSAGE = texts.api.albumFetchFailed;

interface AlbumsDeps {
  albums: AlbumsRepository;
  wishlist: WishlistRepository;
  music: MusicDatabase;
  publisher: Publisher;
  /** The Surcos path of a search hit's cover (the browser never loads the music database's images). */
  foundCover: (url: string | null) => string | null;
  /** Notifications: the user owns a new album. */
  onAdded: (userId: string, albumId: string) => Promise<void>;
  /** The user no longer owns an album (its post elsewhere is withdrawn, followers elsewhere told). */
  onRemoved: (userId: string, albumId: string) => Promise<void>;
  /** An album added left the user's wishlist (their followers elsewhere are told). */
  onLeftWishlist: (userId: string, albumId: string) => Promise<void>;
}

/** Album search, pages and ownership (My albums); publishes realtime facts after each commit. */
export function createAlbumsService({
  albums,
  wishlist,
  music,
  publisher,
  foundCover,
  onAdded,
  onRemoved,
  onLeftWishlist,
}: AlbumsDeps) {
  async function describedByCaller(album: AlbumRow, caller: MusicCaller): Promise<boolean> {
    if (caller.kind !== 'member') return false;
    if (album.listed_by === caller.userId) return true;
    const { ownedAt, wishlistedAt } = await albums.ownership(album.id, caller.userId);
    return ownedAt !== null || wishlistedAt !== null;
  }

  /**
   * The stored album, or the release fetched from the music database and
   * stored now. An album a member's file listed is their description: only
   * they (and members whose own files described it the same, who own or
   * wish for it) get it as it is; anyone else gets the music database's
   * release, which confirms it for everybody, or nothing.
   */
  async function ensureAlbum(id: string, caller: MusicCaller): Promise<AlbumRow> {
    const stored = await albums.findById(id);
    if (stored && (stored.listed_by === null || (await describedByCaller(stored, caller)))) return stored;
    // No music database knows a hand-made album: it is its maker's alone (decision 046).
    if (isHandMadeAlbumId(id)) {
      throw new AppError('NOT_FOUND', stored ? texts.api.handMadeAlbumNotYours : NOT_FOUND_MESSAGE);
    }
    let release;
    try {
      release = await music.release(id, caller);
    } catch (error) {
      if (error instanceof MusicDatabaseRateLimitedError) throw new AppError('MUSIC_DATABASE_RATE_LIMITED');
      if (error instanceof MusicDatabaseError)
        throw new AppError('MUSIC_DATABASE_UNAVAILABLE', FETCH_FAILED_MESSAGE);
      throw error;
    }
    if (!release || release.id !== id) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await albums.upsertRelease(release);
    const row = await albums.findById(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * Adds to My albums (idempotent) and takes the album off the user's
   * wishlist. A new ownership starts with one copy (`firstCopy`'s details,
   * or Discogs' defaults); answers the card and that copy's id.
   */
  async function own(
    actor: Actor,
    id: string,
    firstCopy: CopyDetails = {},
    addedAt = Date.now(),
  ): Promise<{ card: AlbumCard; copyId: string | null }> {
    const row = await ensureAlbum(id, { kind: 'member', userId: actor.userId });
    const { isNew, leftWishlist, copyId } = await albums.addOwnership(actor.userId, id, addedAt, firstCopy);
    if (isNew || leftWishlist) {
      // Only a new album is news in the followers' feeds.
      await publisher.publish('album.add', {
        actor,
        everyone: true,
        followers: isNew,
        payload: { albumId: id },
      });
    }
    if (isNew) await onAdded(actor.userId, id);
    if (leftWishlist) await onLeftWishlist(actor.userId, id);
    const { ownedAt } = await albums.ownership(id, actor.userId);
    return { card: presentCard({ ...row, added_at: ownedAt }), copyId };
  }

  /**
   * A master's pressings from the music database, where it lists them; a
   * failure leaves only those Surcos stores, which the page still shows.
   */
  async function masterVersions(masterId: string, caller: MusicCaller) {
    if (!music.masterVersions) return [];
    try {
      return (await music.masterVersions(masterId, caller)).versions;
    } catch (error) {
      if (error instanceof MusicDatabaseError || error instanceof MusicShareSpentError) return [];
      throw error;
    }
  }

  return {
    ensureAlbum,
    own,

    async search(userId: string, query: string, pageNumber: number): Promise<AlbumSearchPage> {
      try {
        const found = await music.search(query, pageNumber, { kind: 'member', userId });
        const ids = found.results.map((result) => result.id);
        const [owned, wishlisted] = await Promise.all([
          albums.ownedAmong(userId, ids),
          wishlist.wishlistedAmong(userId, ids),
        ]);
        return presentSearchPage(found, owned, wishlisted, foundCover);
      } catch (error) {
        if (error instanceof MusicDatabaseRateLimitedError) throw new AppError('MUSIC_DATABASE_RATE_LIMITED');
        if (error instanceof MusicDatabaseError) throw new AppError('MUSIC_DATABASE_UNAVAILABLE');
        throw error;
      }
    },

    async detail(id: string, viewerId: string | null, caller: MusicCaller): Promise<AlbumDetail> {
      const row = await ensureAlbum(id, caller);
      const [owners, wishlistedBy, viewer] = await Promise.all([
        albums.owners(id, viewerId),
        wishlist.wishlistedBy(id, viewerId),
        viewerId ? albums.ownership(id, viewerId) : null,
      ]);
      const handMade = isHandMadeAlbumId(id) && row.listed_by === viewerId ? presentHandMade(row) : null;
      return presentAlbumDetail(row, owners, wishlistedBy, viewer, handMade);
    },

    /** 'Otras ediciones': the other pressings of the album's Discogs master that Surcos stores. */
    async editions(id: string, caller: MusicCaller): Promise<EditionList> {
      const row = await ensureAlbum(id, caller);
      if (!row.master_id) return { masterId: null, items: [] };
      const [stored, found] = await Promise.all([
        albums.editionsOf(row.master_id, id),
        masterVersions(row.master_id, caller),
      ]);
      const items = stored.map(presentEdition);
      const known = new Set([id, ...items.map((item) => item.id)]);
      // The music database's pressings Surcos has not stored yet, under the master's artist.
      for (const version of found) {
        if (known.has(version.id)) continue;
        known.add(version.id);
        items.push({ ...version, artist: row.artist, image: foundCover(version.image) });
      }
      return { masterId: row.master_id, items };
    },

    /**
     * Whether `toId` is another pressing of `fromId`'s record (the same
     * Discogs master) that the member may own; fetches it when Surcos has
     * not stored it yet.
     */
    async isOtherEdition(fromId: string, toId: string, caller: MusicCaller): Promise<boolean> {
      const [from, to] = await Promise.all([ensureAlbum(fromId, caller), ensureAlbum(toId, caller)]);
      return from.id !== to.id && from.master_id !== null && from.master_id === to.master_id;
    },

    /**
     * 'Añadir a mano': a record the catalogue lacks, described by the member
     * and theirs alone (decision 046); it joins My albums with one copy, as
     * an album added from the catalogue does.
     */
    async addHandMade(actor: Actor, body: HandMadeAlbumBody): Promise<AlbumCard> {
      const release = handMadeRelease(`m-${randomUUID().replaceAll('-', '')}`, body);
      await albums.insertHandMade(actor.userId, release, body);
      return (await own(actor, release.id)).card;
    },

    /** Its maker rewrites a hand-made album; anybody else, or any other album, is 404. */
    async editHandMade(actor: Actor, id: string, body: HandMadeAlbumBody): Promise<AlbumCard> {
      const release = handMadeRelease(id, body);
      if (!isHandMadeAlbumId(id) || !(await albums.updateHandMade(actor.userId, release, body)))
        throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      await publisher.publish('album.describe', {
        actor,
        everyone: true,
        followers: true,
        payload: { albumId: id },
      });
      const [row, { ownedAt }] = await Promise.all([albums.findById(id), albums.ownership(id, actor.userId)]);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      return presentCard({ ...row, added_at: ownedAt });
    },

    async add(actor: Actor, id: string): Promise<AlbumCard> {
      return (await own(actor, id)).card;
    },

    /** Takes the user out of the owners (idempotent); an album nobody owns leaves Explorar. */
    async remove(actor: Actor, id: string): Promise<void> {
      const { removed, collections } = await albums.removeOwnership(actor.userId, id);
      if (!removed) return;
      // Their feeds lose an item, which is no news: the operation gives followers no counts.
      await publisher.publish('album.remove', {
        actor,
        everyone: true,
        followers: true,
        payload: { albumId: id },
      });
      // The collections it left changed too; the asking tab has not applied those facts, so none is left out.
      const owner = serverActor(actor.userId);
      for (const collection of collections) {
        if (collection.privacy === 'public') {
          const payload = { collectionId: collection.id };
          await publisher.publish('collection.change-public', { actor: owner, everyone: true, payload });
        } else {
          await publisher.publish('collection.change-private', { actor: owner });
        }
      }
      await onRemoved(actor.userId, id);
    },

    /** A page of My albums; the first also counts all that match. */
    async ownedBy(userId: string, query: MyAlbumListQuery): Promise<MyAlbumPage> {
      const [paged, total] = await Promise.all([
        albums.listOwnedBy(userId, query),
        query.cursor === undefined ? albums.countOwnedBy(userId, query) : null,
      ]);
      return { ...toPage(paged, presentMyCard), total };
    },

    /** All of My albums with their copies, for the web app to keep and answer from offline. */
    async allOwnedBy(userId: string): Promise<MyAlbumsAll> {
      const { albums: rows, copies } = await albums.allOwnedBy(userId);
      const copiesOf = new Map<string, Copy[]>();
      for (const copy of copies.map(presentCopy)) {
        copiesOf.set(copy.albumId, [...(copiesOf.get(copy.albumId) ?? []), copy]);
      }
      return { items: rows.map((row) => presentMyAlbumWithCopies(row, copiesOf.get(row.id) ?? [])) };
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
