import type { AlbumCard } from '@surcos/contracts/albums';
import type { Copy, CopyBody, CopyList, FolderList } from '@surcos/contracts/copies';
import { texts } from '../../lib/texts.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MusicCaller } from '../../music/music-database.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { presentCopy, presentCopyList, presentFolders } from './copies.presenter.ts';
import type { CopiesRepository, CopyDetails, CopyRow } from './copies.repository.ts';

/**
 * What copies need of My albums: the first copy is the album's ownership and
 * the last one takes it away, with everything adding and removing an album
 * does (wishlist, collections, feed, realtime facts). The albums service
 * gives these; copies never repeat them.
 */
export interface Ownership {
  add: (
    actor: Actor,
    albumId: string,
    firstCopy: CopyDetails,
    addedAt: number,
  ) => Promise<{ card: AlbumCard; copyId: string | null }>;
  remove: (actor: Actor, albumId: string) => Promise<void>;
  /** Whether `toId` is another pressing of the same record as `fromId` ('Otras ediciones'). */
  isOtherEdition: (fromId: string, toId: string, caller: MusicCaller) => Promise<boolean>;
}

interface CopiesDeps {
  copies: CopiesRepository;
  ownership: Ownership;
  publisher: Publisher;
}

const notFound = () => new AppError('NOT_FOUND', texts.api.copyNotFound);

/** A stored copy's details, to write them again elsewhere. */
const storedDetails = (row: CopyRow): CopyDetails => ({
  folder: row.folder,
  media_condition: row.media_condition,
  sleeve_condition: row.sleeve_condition,
  notes: row.notes,
  rating: row.rating,
  custom_fields: row.custom_fields,
});

const detailsOf = (body: CopyBody): CopyDetails => ({
  folder: body.folder,
  media_condition: body.mediaCondition,
  sleeve_condition: body.sleeveCondition,
  notes: body.notes,
  rating: body.rating,
  custom_fields: JSON.stringify(body.customFields),
});

const timeOf = (iso: string | undefined): number | undefined =>
  iso === undefined ? undefined : Date.parse(iso);

/** The user's copies of releases: several per album, each with its folder, grades, notes and fields. */
export function createCopiesService({ copies, ownership, publisher }: CopiesDeps) {
  /** Other tabs refresh; everyone else only when the owner's date of the album moved. */
  const published = (actor: Actor, albumId: string, dateMoved: boolean) =>
    publisher.publish('copy.change', { actor, everyone: dateMoved, payload: { albumId } });

  async function found(userId: string, copyId: string): Promise<Copy> {
    const row = await copies.findOwned(userId, copyId);
    if (!row) throw notFound();
    return presentCopy(row);
  }

  /** The last copy of an album takes the album out of My albums. */
  async function removeCopy(actor: Actor, copyId: string): Promise<void> {
    const removed = await copies.removeUnlessLast(actor.userId, copyId);
    if (!removed) throw notFound();
    if (removed.isLast) return ownership.remove(actor, removed.albumId);
    await published(actor, removed.albumId, removed.dateMoved);
  }

  /** A copy of the album with these details; the first one adds the album to My albums. */
  async function addCopy(
    actor: Actor,
    albumId: string,
    details: CopyDetails,
    addedAt: number,
  ): Promise<Copy> {
    const added = await copies.addToOwned(actor.userId, albumId, details, addedAt);
    if (added) {
      await published(actor, albumId, added.dateMoved);
      return found(actor.userId, added.id);
    }
    const { copyId } = await ownership.add(actor, albumId, details, addedAt);
    if (copyId) return found(actor.userId, copyId);
    // Another tab added the album in between: this one is a second copy after all.
    const again = await copies.addToOwned(actor.userId, albumId, details, addedAt);
    if (!again) throw notFound();
    await published(actor, albumId, again.dateMoved);
    return found(actor.userId, again.id);
  }

  return {
    async list(userId: string, albumId: string): Promise<CopyList> {
      return presentCopyList(await copies.listOf(userId, albumId));
    },

    async folders(userId: string): Promise<FolderList> {
      return presentFolders(await copies.folders(userId));
    },

    /** Another copy; the first one adds the album to My albums. */
    add(actor: Actor, albumId: string, body: CopyBody): Promise<Copy> {
      return addCopy(actor, albumId, detailsOf(body), timeOf(body.addedAt) ?? Date.now());
    },

    /**
     * 'Otras ediciones': the copy turns out to be another pressing of the
     * same record. It moves there with its folder, grades, notes, fields and
     * date (a new copy of that release, and this one's removal, with all an
     * add and a removal do); answers it. Moving it back undoes it.
     */
    async moveToEdition(actor: Actor, copyId: string, albumId: string): Promise<Copy> {
      const copy = await copies.findOwned(actor.userId, copyId);
      if (!copy) throw notFound();
      const caller = { kind: 'member', userId: actor.userId } as const;
      if (!(await ownership.isOtherEdition(copy.album_id, albumId, caller)))
        throw new AppError('VALIDATION_FAILED', texts.copies.notAnEdition);
      const moved = await addCopy(actor, albumId, storedDetails(copy), Number(copy.added_at));
      await removeCopy(actor, copyId);
      return moved;
    },

    async update(actor: Actor, copyId: string, body: CopyBody): Promise<Copy> {
      const updated = await copies.updateOwned(actor.userId, copyId, detailsOf(body), timeOf(body.addedAt));
      if (!updated) throw notFound();
      await published(actor, updated.albumId, updated.dateMoved);
      return found(actor.userId, copyId);
    },

    remove: removeCopy,
  };
}

export type CopiesService = ReturnType<typeof createCopiesService>;
