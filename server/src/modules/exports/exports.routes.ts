import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountExportSchema } from '@surcos/contracts/exports';
import { currentUser, signedIn } from '../auth/require-user.ts';
import type { ExportsService } from './exports.service.ts';

/** An export is the member's own data: no cache, shared or the browser's, may keep a copy. */
const privateFile = (reply: FastifyReply, name: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`);

const download = (reply: FastifyReply, name: string, type: string, body: string) =>
  privateFile(reply, name).header('content-type', `${type}; charset=utf-8`).send(body);

export function registerExportsRoutes(app: FastifyInstance, exports: ExportsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/export/collection.csv', signedIn({}), async (request, reply) =>
    download(reply, 'surcos-coleccion.csv', 'text/csv', await exports.collectionCsv(currentUser(request).id)),
  );

  api.get('/api/me/export/wantlist.csv', signedIn({}), async (request, reply) =>
    download(reply, 'surcos-deseos.csv', 'text/csv', await exports.wantlistCsv(currentUser(request).id)),
  );

  api.get(
    '/api/me/export.json',
    signedIn({ response: { 200: AccountExportSchema } }),
    async (request, reply) => {
      const data = await exports.everything(currentUser(request).id);
      return privateFile(reply, 'surcos-datos.json').send(data);
    },
  );
}
