import { z } from 'zod';
import { type HandleProblem, handleProblem, normalizeHandle } from './handle-values.ts';
import { texts } from './texts.ts';

const problemMessage = (problem: HandleProblem): string => texts.handles[problem];

/**
 * A handle as a person types it: spaces around and a leading '@' dropped, lower case,
 * then the rule of handle-values.ts (3–30 of a–z, 0–9 and `_`, not reserved).
 */
export const HandleSchema = z
  .string({ error: () => texts.handles.required })
  .max(200, { error: () => texts.handles.tooLong })
  .transform(normalizeHandle)
  .superRefine((handle, context) => {
    const problem = handleProblem(handle);
    if (problem) context.addIssue({ code: 'custom', message: problemMessage(problem) });
  });

/** `GET /api/users/handle-available?handle=`: whether a handle is free to choose. */
export const HandleAvailabilityQuerySchema = z.object({ handle: HandleSchema });
export type HandleAvailabilityQuery = z.infer<typeof HandleAvailabilityQuerySchema>;

export const HandleAvailabilitySchema = z.object({
  /** The handle as it would be kept (lower case, no '@'). */
  handle: z.string(),
  /** Free for the asker: nobody else has it (a member's own handle is not free for them either). */
  available: z.boolean(),
  /** The full address it would give, `@handle@host`. */
  address: z.string(),
  /** When taken: the first free handle numbered on it (`ana_2`); null when available. */
  suggestion: z.string().nullable(),
});
export type HandleAvailability = z.infer<typeof HandleAvailabilitySchema>;

/** `PUT /api/me/handle`: the member's one change of handle. */
export const HandleBodySchema = z.object({ handle: HandleSchema }).strict();
export type HandleBody = z.infer<typeof HandleBodySchema>;

/** What the change leaves: the new handle and address, and no change left. */
export const HandleChangeSchema = z.object({
  handle: z.string(),
  address: z.string(),
  handleChangeable: z.boolean(),
});
export type HandleChange = z.infer<typeof HandleChangeSchema>;
