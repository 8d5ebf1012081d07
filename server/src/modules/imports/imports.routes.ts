import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/app-error.ts';
import {
  AccountImportBodySchema,
  CurrentImportSchema,
  ImportIdParamsSchema,
  ImportJobSchema,
} from '@surcos/contracts/imports';
import { IMPORT_MAX_BYTES } from '@surcos/contracts/limits';
import { texts } from '../../lib/texts.ts';
import { currentActor, currentUser, signedIn } from '../auth/require-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { CSV_FILE, privateDownload, thenCreated } from '../../lib/http.ts';
import type { ImportsService } from './imports.service.ts';

const FILE_TYPES = ['text/csv', 'application/octet-stream'];
const FileBodySchema = z.instanceof(Buffer, { error: texts.imports.notCsv }).meta({
  description: "A Discogs collection or wantlist export, as Discogs' CSV.",
  contentMediaType: 'text/csv',
});
const FileQuerySchema = z.object({ name: z.string().trim().max(200).optional() });

/**
 * The file is the request body (text/csv or application/octet-stream), read
 * as bytes up to the import limit in these routes only; every other route
 * keeps the small JSON limit.
 */
export async function registerImportsRoutes(app: FastifyInstance, imports: ImportsService): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413)
        return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', texts.imports.fileTooLarge));
      throw error;
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    // The file is checked and accepted at once; its preview fills in on the job as it is planned.
    api.post(
      '/api/imports/preview',
      signedIn({
        body: FileBodySchema,
        querystring: FileQuerySchema,
        response: { 201: ImportJobSchema },
        consumes: FILE_TYPES,
      }),
      thenCreated((request) =>
        imports.preview(currentActor(request), request.body, request.query.name || 'discogs.csv'),
      ),
    );

    api.post(
      '/api/imports',
      signedIn({
        body: FileBodySchema,
        querystring: FileQuerySchema,
        response: { 201: ImportJobSchema },
        consumes: FILE_TYPES,
      }),
      thenCreated((request) =>
        imports.start(currentActor(request), request.body, request.query.name || 'discogs.csv'),
      ),
    );
    done();
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/imports/account',
    signedIn({ body: AccountImportBodySchema, response: { 201: ImportJobSchema } }),
    thenCreated((request) => imports.startAccount(currentActor(request), request.body)),
  );

  api.get('/api/imports/current', signedIn({ response: { 200: CurrentImportSchema } }), (request) =>
    imports.current(currentUser(request).id),
  );

  // What a person does to their own import: cancel it, or start a previewed one.
  const jobActions = {
    cancel: (actor: Actor, id: string) => imports.cancel(actor, id),
    start: (actor: Actor, id: string) => imports.confirm(actor, id),
  };
  for (const [action, run] of Object.entries(jobActions)) {
    api.post(
      `/api/imports/:id/${action}`,
      signedIn({ params: ImportIdParamsSchema, response: { 200: ImportJobSchema } }),
      (request) => run(currentActor(request), request.params.id),
    );
  }

  api.get(
    '/api/imports/:id/report',
    signedIn({ params: ImportIdParamsSchema, ...CSV_FILE }),
    async (request, reply) => {
      const csv = await imports.report(currentUser(request).id, request.params.id);
      return privateDownload(reply, `surcos-informe-${request.params.id}.csv`, 'text/csv', csv);
    },
  );
}
