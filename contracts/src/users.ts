import { z } from 'zod';
import { pageNumberSchema } from './validation.ts';
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

/** Another user as anyone may see them: never an email. */
export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  albumCount: z.number().int().nonnegative(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserPageSchema = z.object({
  items: z.array(UserSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type UserPage = z.infer<typeof UserPageSchema>;

export const UserListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `La búsqueda no puede tener más de ${SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    })
    .default(''),
  page: pageNumberSchema(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
