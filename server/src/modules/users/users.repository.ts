import type { Kysely } from 'kysely';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Database } from '../../db/schema.ts';
import { foldedContains } from '../../db/folded-search.ts';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    /** Users by name, with how many albums each owns. One row more than a page tells whether more follow. */
    list(options: { q: string; page: number }) {
      let query = db.selectFrom('user').select((eb) => [
        'user.id',
        'user.name',
        eb
          .selectFrom('album_owner')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('album_owner.user_id', '=', 'user.id')
          .as('album_count'),
      ]);
      if (options.q) query = query.where(foldedContains('user.searchName', options.q));
      return query
        .orderBy('user.searchName', 'asc')
        .orderBy('user.id', 'asc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((options.page - 1) * LIST_PAGE_SIZE)
        .execute();
    },
  };
}
