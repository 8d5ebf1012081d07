import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPageQuerySchema,
  AdminUserPageSchema,
  AdminUserParamsSchema,
  AdminUserQuerySchema,
  AuditPageSchema,
  InstanceFiguresSchema,
  SuspendBodySchema,
} from '@surcos/contracts/admin';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { adminOnly, currentActor, currentUser } from '../auth/require-user.ts';
import type { AdminActor, AdminService } from './admin.service.ts';

/** The admin making this request, named for the audit log. */
export const adminActor = (request: FastifyRequest): AdminActor => ({
  ...currentActor(request),
  name: currentUser(request).name,
});

/** /api/admin/*: every route answers 404 to anyone but an admin (adminOnly). */
export function registerAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/users',
    adminOnly({ querystring: AdminUserQuerySchema, response: { 200: AdminUserPageSchema } }),
    (request) => admin.listUsers(request.query),
  );

  api.post(
    '/api/admin/users/:id/suspend',
    adminOnly({ params: AdminUserParamsSchema, body: SuspendBodySchema, response: NO_CONTENT }),
    thenNoContent((request) => admin.suspend(adminActor(request), request.params.id, request.body.reason)),
  );

  api.delete(
    '/api/admin/users/:id/suspend',
    adminOnly({ params: AdminUserParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => admin.unsuspend(adminActor(request), request.params.id)),
  );

  api.delete(
    '/api/admin/users/:id',
    adminOnly({ params: AdminUserParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => admin.deleteUser(adminActor(request), request.params.id)),
  );

  api.get('/api/admin/figures', adminOnly({ response: { 200: InstanceFiguresSchema } }), () =>
    admin.figures(),
  );

  api.get(
    '/api/admin/audit',
    adminOnly({ querystring: AdminPageQuerySchema, response: { 200: AuditPageSchema } }),
    (request) => admin.audit(request.query.cursor),
  );
}
