import { z } from 'zod';

/** Everything the navigation bar counts, in one response. */
export const CountsSchema = z.object({
  albums: z.number().int().nonnegative(),
  collections: z.number().int().nonnegative(),
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
  unreadMessages: z.number().int().nonnegative(),
  wishlist: z.number().int().nonnegative(),
  feedHasNew: z.boolean(),
});
export type Counts = z.infer<typeof CountsSchema>;
