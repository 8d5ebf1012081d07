import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BarcodeLookupSchema, BarcodeParamsSchema, MyBarcodesSchema } from '@surcos/contracts/scan';
import { currentUser, signedIn } from '../auth/require-user.ts';
import type { ScanService } from './scan.service.ts';

export function registerScanRoutes(app: FastifyInstance, scan: ScanService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/music/barcode/:code',
    signedIn({ params: BarcodeParamsSchema, response: { 200: BarcodeLookupSchema } }),
    (request) => scan.lookup(currentUser(request).id, request.params.code),
  );

  api.get('/api/me/barcodes', signedIn({ response: { 200: MyBarcodesSchema } }), (request) =>
    scan.myBarcodes(currentUser(request).id),
  );
}
