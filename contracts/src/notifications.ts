import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { pageSchema } from './paging.ts';
import { RemoteAccountRefSchema } from './remote-follows.ts';
import { texts } from './texts.ts';
import { UserRefSchema } from './users.ts';

/**
 * What a notification tells: a new follower; a new message; a followed user
 * added records on the reader's wishlist (`has-your-wish`) or wishes records
 * the reader owns (`wants-yours`); a followed user published a collection;
 * the reader's own import finished.
 */
export const NOTIFICATION_KINDS = [
  'follower',
  'message',
  'has-your-wish',
  'wants-yours',
  'collection',
  'import',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: (issue) => texts.notifications.errors.unknownKind(String(issue.input)),
});
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Older notifications are pruned. */
export const NOTIFICATION_MAX_AGE_DAYS = 90;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  /** Who caused it; null for the reader's own import, and for an account on another server. */
  actor: UserRefSchema.nullable(),
  /** The account on another server that caused it (a follower there), else null. */
  remoteActor: RemoteAccountRefSchema.nullable(),
  /** The album, collection, conversation or import it is about (the latest, when grouped). */
  subjectId: z.string().nullable(),
  /** That subject's name when it was notified (an album or a collection). */
  subjectName: z.string(),
  /** How many events it groups (400 records of one import are one notification). */
  count: z.number().int().positive(),
  /** ISO 8601: when it last changed. */
  updatedAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageSchema(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** The bell's number. */
export const NotificationSummarySchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>;

export const NotificationIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const switchSchema = (field: string) =>
  z.boolean({ error: () => texts.notifications.errors.notBoolean(field) });

/** One kind's switches: shown in Surcos, and sent in the daily mail. */
export const NotificationPreferenceSchema = z.strictObject(
  { kind: NotificationKindSchema, inApp: switchSchema('inApp'), email: switchSchema('email') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? texts.notifications.errors.unknownField : undefined,
  },
);
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.object({
  preferences: z.array(NotificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** A change of some kinds' switches; each kind at most once. */
export const NotificationPreferencesBodySchema = z.strictObject(
  {
    preferences: z
      .array(NotificationPreferenceSchema, { error: () => texts.notifications.errors.preferencesList })
      .min(1, { error: () => texts.notifications.errors.preferencesList })
      .max(NOTIFICATION_KINDS.length, { error: () => texts.notifications.errors.repeatedKind })
      .refine((list) => new Set(list.map((each) => each.kind)).size === list.length, {
        error: () => texts.notifications.errors.repeatedKind,
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? texts.notifications.errors.unknownField : undefined,
  },
);
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBodySchema>;

/** An unsubscribe link's token, in the query string (mail clients post to the very link). */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: () => texts.notifications.unsubscribe.invalid })
    .min(1)
    .max(1000),
});

/** What an unsubscribe link turns off: the mails of one kind, or all of them. */
export const UnsubscribeScopeSchema = z.union([NotificationKindSchema, z.literal('all')]);
export type UnsubscribeScope = z.infer<typeof UnsubscribeScopeSchema>;

/** What a link switches off, and the language of the member it was mailed to: their page speaks it. */
export const UnsubscribePreviewSchema = z.object({
  scope: UnsubscribeScopeSchema,
  language: z.enum(LANGUAGES),
});
export type UnsubscribePreview = z.infer<typeof UnsubscribePreviewSchema>;

type Describable = Pick<Notification, 'kind' | 'actor' | 'count' | 'subjectName'> &
  Partial<Pick<Notification, 'remoteActor'>>;

/** The sentence a notification reads as, in the bell's page and in the daily mail. */
export function describeNotification({ kind, actor, remoteActor, count, subjectName }: Describable): string {
  const t = texts.notifications.texts;
  const name = actor?.name ?? remoteActor?.name ?? texts.notifications.someone;
  switch (kind) {
    case 'follower':
      return t.follower(name);
    case 'message':
      return t.message(name, count);
    case 'has-your-wish':
      return t.hasYourWish(name, count, subjectName);
    case 'wants-yours':
      return t.wantsYours(name, count, subjectName);
    case 'collection':
      return t.collection(name, subjectName);
    case 'import':
      return t.import(subjectName);
  }
}

/** Where a notification leads: the follower, the conversation, the album (or the matches, for several), the collection, the import. */
export function notificationPath({
  kind,
  actor,
  count,
  subjectId,
}: Describable & Pick<Notification, 'subjectId'>): string {
  const id = encodeURIComponent(subjectId ?? '');
  switch (kind) {
    case 'follower':
      return actor ? `/user/${encodeURIComponent(actor.id)}` : '/followers';
    case 'message':
      return subjectId ? `/messages/${id}` : '/messages';
    case 'has-your-wish':
    case 'wants-yours':
      return count === 1 && subjectId ? `/album/${id}` : '/matches';
    case 'collection':
      return subjectId ? `/collection/${id}` : '/feed';
    case 'import':
      return '/import';
  }
}
