import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountExportSchema } from '@surcos/contracts/exports';
import { CSV_FILE, privateDownload } from '../../lib/http.ts';
import { currentUser, signedIn, signedInBySession } from '../auth/require-user.ts';
import type { ExportsService } from './exports.service.ts';

export function registerExportsRoutes(app: FastifyInstance, exports: ExportsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/export/collection.csv', signedIn(CSV_FILE), async (request, reply) =>
    privateDownload(
      reply,
      'surcos-coleccion.csv',
      'text/csv',
      await exports.collectionCsv(currentUser(request).id),
    ),
  );

  api.get('/api/me/export/wantlist.csv', signedIn(CSV_FILE), async (request, reply) =>
    privateDownload(
      reply,
      'surcos-deseos.csv',
      'text/csv',
      await exports.wantlistCsv(currentUser(request).id),
    ),
  );

  api.get(
    '/api/me/export.json',
    signedInBySession({ response: { 200: AccountExportSchema } }, 'export'),
    async (request, reply) => {
      const data = await exports.everything(currentUser(request).id);
      return privateDownload(reply, 'surcos-datos.json', 'application/json', data);
    },
  );
}
