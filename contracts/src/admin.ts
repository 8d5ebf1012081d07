import { z } from 'zod';
import { PageQuerySchema, pageSchema, SearchPageQuerySchema } from './paging.ts';
import { SuspensionReasonSchema } from './reports.ts';
import { UserRefSchema } from './users.ts';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions.ts';

// The actions have a module of their own so the text catalogue can label them without importing these schemas.
export { AUDIT_ACTIONS, type AuditAction };

/** The audit log's actor label of `npm run admin`. */
export const COMMAND_LINE_ACTOR = 'npm run admin';

/**
 * A user as the admin area lists them. No email: PRODUCT.md keeps addresses in their owner's
 * browser alone; the search finds a user by their exact address all the same.
 */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = pageSchema(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserQuerySchema = SearchPageQuerySchema;
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const SuspendBodySchema = z.object({ reason: SuspensionReasonSchema });
export type SuspendBody = z.infer<typeof SuspendBodySchema>;

/** The instance at a glance. */
export const InstanceFiguresSchema = z.object({
  users: z.number().int().nonnegative(),
  /** Albums somebody owns. */
  albums: z.number().int().nonnegative(),
  copies: z.number().int().nonnegative(),
  collections: z.number().int().nonnegative(),
  /** The last ADMIN_FIGURES_DAYS days (UTC), oldest first, days without messages included. */
  messagesPerDay: z.array(z.object({ day: z.string(), count: z.number().int().nonnegative() })),
  databaseSizeBytes: z.number().int().nonnegative(),
});
export type InstanceFigures = z.infer<typeof InstanceFiguresSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** Null for the command line, or once the admin's account is gone (`actorLabel` still names them). */
  actor: UserRefSchema.nullable(),
  actorLabel: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AdminPageQuerySchema = PageQuerySchema;
