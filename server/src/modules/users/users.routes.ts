import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { SearchPageQuerySchema } from '@surcos/contracts/paging';
import { UserPageSchema } from '@surcos/contracts/users';
import { requireUser } from '../auth/require-user.ts';
import { createUsersRepository } from './users.repository.ts';
import { presentUserSummary } from './users.presenter.ts';

export function registerUsersRoutes(app: FastifyInstance): void {
  const users = createUsersRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users',
    {
      preHandler: requireUser,
      schema: { querystring: SearchPageQuerySchema, response: { 200: UserPageSchema } },
    },
    async (request) => {
      const rows = await users.list(request.query);
      return {
        items: rows.slice(0, LIST_PAGE_SIZE).map(presentUserSummary),
        page: request.query.page,
        hasMore: rows.length > LIST_PAGE_SIZE,
      };
    },
  );
}
