import { z } from 'zod';
import {
  COPY_CUSTOM_FIELD_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_CUSTOM_FIELDS_MAX,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
} from './limits.ts';
import { texts } from './texts.ts';
import {
  DEFAULT_FOLDER,
  MEDIA_CONDITIONS,
  type MediaCondition,
  SLEEVE_CONDITIONS,
  type SleeveCondition,
} from './copy-values.ts';

export { DEFAULT_FOLDER, MEDIA_CONDITIONS, type MediaCondition, SLEEVE_CONDITIONS, type SleeveCondition };

export const MediaConditionSchema = z.enum(MEDIA_CONDITIONS, { error: () => texts.copies.conditionInvalid });
export const SleeveConditionSchema = z.enum(SLEEVE_CONDITIONS, {
  error: () => texts.copies.conditionInvalid,
});

const v = texts.validation;

export const CopyIdSchema = z
  .string()
  .trim()
  .uuid({ error: () => texts.api.copyNotFound });
export const CopyIdParamsSchema = z.object({ copyId: CopyIdSchema });

export const FolderNameSchema = z
  .string()
  .trim()
  .max(COPY_FOLDER_MAX_LENGTH, { error: () => v.folderTooLong })
  .transform((name) => name || DEFAULT_FOLDER);

/** The owner's own fields of a copy, name → text, as Discogs keeps them. */
export const CustomFieldsSchema = z
  .record(
    z.string(),
    z
      .string()
      .trim()
      .max(COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH, { error: () => v.customFieldValueTooLong }),
  )
  // Names are checked here, not by the key schema: zod words a bad key as its own generic message.
  .refine(
    (fields) =>
      Object.keys(fields).every((name) => {
        const trimmed = name.trim();
        return trimmed.length >= 1 && trimmed.length <= COPY_CUSTOM_FIELD_NAME_MAX_LENGTH;
      }),
    { error: () => v.customFieldName },
  )
  .refine((fields) => Object.keys(fields).length <= COPY_CUSTOM_FIELDS_MAX, {
    error: () => v.tooManyCustomFields,
  })
  // An empty value is no field: it is not stored.
  .transform((fields) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => [name.trim(), value]),
    ),
  );

/** A copy as its owner writes it. Omitted fields take Discogs' defaults. */
export const CopyBodySchema = z.object({
  folder: FolderNameSchema.default(DEFAULT_FOLDER),
  mediaCondition: MediaConditionSchema.nullable().default(null),
  sleeveCondition: SleeveConditionSchema.nullable().default(null),
  notes: z
    .string()
    .trim()
    .max(COPY_NOTES_MAX_LENGTH, { error: () => v.copyNotesTooLong })
    .default(''),
  rating: z
    .number({ error: () => v.copyRating })
    .int({ error: () => v.copyRating })
    .min(0, { error: () => v.copyRating })
    .max(5, { error: () => v.copyRating })
    .default(0),
  /** ISO date; when it was added to the collection. Absent: now. */
  addedAt: z.iso.datetime({ offset: true, error: () => v.copyDate }).optional(),
  customFields: CustomFieldsSchema.default({}),
});
export type CopyBody = z.infer<typeof CopyBodySchema>;

export const CopySchema = z.object({
  id: z.string(),
  albumId: z.string(),
  folder: z.string(),
  mediaCondition: MediaConditionSchema.nullable(),
  sleeveCondition: SleeveConditionSchema.nullable(),
  notes: z.string(),
  rating: z.number().int(),
  addedAt: z.string(),
  customFields: z.record(z.string(), z.string()),
});
export type Copy = z.infer<typeof CopySchema>;

export const CopyListSchema = z.object({ items: z.array(CopySchema) });
export type CopyList = z.infer<typeof CopyListSchema>;

/** The user's folders with how many copies each holds, for My albums' filter. */
export const FolderListSchema = z.object({
  items: z.array(z.object({ name: z.string(), copyCount: z.number().int().nonnegative() })),
});
export type FolderList = z.infer<typeof FolderListSchema>;
