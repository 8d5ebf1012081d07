import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The response schema of a write that answers nothing. */
export const NO_CONTENT = { 204: z.null() } as const;

export const noContent = (reply: FastifyReply) => reply.status(204).send(null);

/** The handler of a write that answers 204 once `action` has run. */
export const thenNoContent =
  <Request>(action: (request: Request) => Promise<unknown>) =>
  async (request: Request, reply: FastifyReply) => {
    await action(request);
    return noContent(reply);
  };

/** The handler of a write that answers 201 with what `action` created. */
export const thenCreated =
  <Request>(action: (request: Request) => Promise<unknown>) =>
  async (request: Request, reply: FastifyReply) =>
    reply.status(201).send(await action(request));

/**
 * The schema of a route that answers a CSV file: described as `text/csv` in the API reference.
 * The file goes out as it is (its content type is not JSON, so nothing serialises it).
 */
export const CSV_FILE = {
  response: { 200: z.string().meta({ description: 'A CSV file, UTF-8, with a header row.' }) },
  produces: ['text/csv'],
};

/** A file of the member's own data: no cache, shared or the browser's, may keep a copy. */
export const privateDownload = (reply: FastifyReply, name: string, type: string, body: unknown) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('content-type', `${type}; charset=utf-8`)
    .send(body);
