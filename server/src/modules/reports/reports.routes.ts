import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ReportBodySchema,
  ReportIdParamsSchema,
  ReportListQuerySchema,
  ReportPageSchema,
  ResolveReportBodySchema,
} from '@surcos/contracts/reports';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { adminActor } from '../admin/admin.routes.ts';
import { adminOnly, currentActor, signedIn } from '../auth/require-user.ts';
import type { ReportsService } from './reports.service.ts';

export function registerReportsRoutes(app: FastifyInstance, reports: ReportsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/reports',
    signedIn({ body: ReportBodySchema, response: NO_CONTENT }),
    thenNoContent((request) => reports.create(currentActor(request), request.body)),
  );

  api.get(
    '/api/admin/reports',
    adminOnly({ querystring: ReportListQuerySchema, response: { 200: ReportPageSchema } }),
    (request) => reports.list(request.query),
  );

  api.post(
    '/api/admin/reports/:id/resolve',
    adminOnly({ params: ReportIdParamsSchema, body: ResolveReportBodySchema, response: NO_CONTENT }),
    thenNoContent((request) => reports.resolve(adminActor(request), request.params.id, request.body)),
  );
}
