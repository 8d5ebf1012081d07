import type { AlbumListQuery, AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { USER_NOT_FOUND, type UserPage, type UserProfile } from '@surcos/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import { presentCard } from '../albums/albums.presenter.ts';
import type { AlbumsRepository } from '../albums/albums.repository.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import { presentProfile, presentUserSummary } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

interface UsersDeps {
  users: UsersRepository;
  albums: AlbumsRepository;
  collections: CollectionsRepository;
  follows: FollowsRepository;
}

/** People: the list, a profile, and what a profile shows (albums, public collections). */
export function createUsersService({ users, albums, collections, follows }: UsersDeps) {
  async function assertUser(id: string): Promise<void> {
    if (!(await users.exists(id))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }

  return {
    async list(query: SearchPageQuery): Promise<UserPage> {
      return toPage(await users.list(query), query.page, presentUserSummary);
    },

    async profile(userId: string, viewerId: string | null): Promise<UserProfile> {
      const row = await users.profile(userId);
      if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      const viewer = viewerId
        ? {
            isSelf: viewerId === userId,
            follows: viewerId !== userId && (await follows.follows(viewerId, userId)),
          }
        : null;
      return presentProfile(row, viewer);
    },

    async albumsOf(userId: string, query: AlbumListQuery): Promise<AlbumPage> {
      await assertUser(userId);
      return toPage(await albums.listOwnedBy(userId, query), query.page, presentCard);
    },

    async collectionsOf(userId: string, pageNumber: number): Promise<CollectionPage> {
      await assertUser(userId);
      return toPage(await collections.listPublicOf(userId, pageNumber), pageNumber, presentCollectionSummary);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
