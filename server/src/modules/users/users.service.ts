import type { AlbumListQuery, AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import type { Language } from '@surcos/contracts/languages';
import { type LanguageBody, USER_NOT_FOUND, type UserPage, type UserProfile } from '@surcos/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import { presentCard } from '../albums/albums.presenter.ts';
import type { AlbumsRepository } from '../albums/albums.repository.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import { presentProfile, presentUserSummary } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

interface UsersDeps {
  users: UsersRepository;
  albums: AlbumsRepository;
  collections: CollectionsRepository;
  follows: FollowsRepository;
  blocks: BlocksRepository;
  /** Forgets the member's cached sessions, which carry their language. */
  onUserChanged: (userId: string) => void;
  /** The host of members' addresses (handles.service.ts#handleHostOf). */
  handleHost: string;
}

/** People: the list, a profile, and what a profile shows (albums, public collections). */
export function createUsersService({
  users,
  albums,
  collections,
  follows,
  blocks,
  onUserChanged,
  handleHost,
}: UsersDeps) {
  /** A blocked, blocking or suspended user looks the same as one that does not exist. */
  async function assertVisible(id: string, viewerId: string | null): Promise<void> {
    if (!(await users.isVisibleTo(id, viewerId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND());
  }

  return {
    /** From the next request on, on every device: the cached sessions carried the old one. */
    async setLanguage(userId: string, language: Language): Promise<LanguageBody> {
      await users.setLanguage(userId, language);
      onUserChanged(userId);
      return { language };
    },

    async list(query: SearchPageQuery, viewerId: string): Promise<UserPage> {
      return toPage(await users.list(query, viewerId), presentUserSummary);
    },

    async profile(userId: string, viewerId: string | null): Promise<UserProfile> {
      const row = await users.profile(userId, viewerId);
      if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND());
      const isOther = viewerId !== null && viewerId !== userId;
      const viewer = viewerId
        ? {
            isSelf: !isOther,
            follows: isOther && (await follows.follows(viewerId, userId)),
            mutes: isOther && (await blocks.mutes(viewerId, userId)),
          }
        : null;
      return presentProfile(row, viewer, handleHost);
    },

    async albumsOf(userId: string, viewerId: string | null, query: AlbumListQuery): Promise<AlbumPage> {
      await assertVisible(userId, viewerId);
      return toPage(await albums.listOwnedBy(userId, query), presentCard);
    },

    async collectionsOf(
      userId: string,
      viewerId: string | null,
      cursor: string | undefined,
    ): Promise<CollectionPage> {
      await assertVisible(userId, viewerId);
      return toPage(await collections.listPublicOf(userId, cursor), presentCollectionSummary);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
