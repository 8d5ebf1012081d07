import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@surcos/contracts/errors';
import { databaseUnavailableKind, isClientAbort } from '../db/connection-errors.ts';
import { AppError, errorBody, statusOf } from '../lib/app-error.ts';
import { createLogThrottle } from '../lib/log-throttle.ts';
import { MusicShareSpentError } from '../music/music-database.ts';
import { texts } from '../lib/texts.ts';

export const MUSIC_SHARE_SPENT_MESSAGE = texts.api.musicShareSpent;

export const DATABASE_UNAVAILABLE_MESSAGE = texts.api.databaseUnavailable;

/**
 * The one error handler: validation → 400, known errors → their status,
 * framework client errors (bad JSON, too large, a body cut short by its client) → their 4xx, a lost or refused
 * database connection → 503 (logged at most once per kind every 10 s), anything
 * else → a logged 500 with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const throttle = createLogThrottle();
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isClientAbort(error, request.raw)) {
      // Nobody reads the answer; the line says whose doing it was.
      request.log.info({ err: error }, 'request aborted by the client');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', texts.validation.requestAborted));
    }
    const unavailable = databaseUnavailableKind(error);
    if (unavailable) {
      // One line for the outage, whatever form each failure takes (refused, terminated, timed out).
      throttle('database', (suppressed) =>
        request.log.error({ err: error, kind: unavailable, suppressed }, 'database unavailable'),
      );
      void reply.header('retry-after', '5');
      return reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof MusicShareSpentError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(429).send(errorBody('MUSIC_DATABASE_RATE_LIMITED', MUSIC_SHARE_SPENT_MESSAGE));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The library's issue type does not resolve under nodenext; only the message is needed.
      const issues = error.validation as unknown as ReadonlyArray<{ message?: string }>;
      const message = issues[0]?.message ?? ERROR_MESSAGES.VALIDATION_FAILED;
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED'));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(errorBody('VALIDATION_FAILED', clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });
}

/**
 * Errors Fastify meets before a route runs (an address with broken percent-encoding or
 * an overlong segment): the same body as every other error, in Spanish.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      request.log.info({ err: error }, 'client error');
      void reply.status(400).send(errorBody('VALIDATION_FAILED', texts.validation.addressInvalid));
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      request.log.info({ err: error }, 'client error');
      void reply.status(414).send(errorBody('VALIDATION_FAILED', texts.validation.addressTooLong));
      return;
    default:
      request.log.error({ err: error }, 'unhandled error');
      void reply.status(500).send(errorBody('INTERNAL'));
  }
}

/**
 * What Node's HTTP server meets before Fastify has a request: a request too slow to arrive
 * (408), headers too large (431) or not HTTP (400). Answered on the socket itself, with the
 * one error body in Spanish, and the connection closed, as Node and Fastify do.
 */
export function clientErrors(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? errorBody('REQUEST_TIMEOUT')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? errorBody('HEADERS_TOO_LARGE')
        : errorBody('VALIDATION_FAILED', texts.validation.requestMalformed);
  const status = statusOf(body.error.code);
  this.log.info({ err: error, status }, 'client error before a request');
  // Not in the middle of an answer already under way on this connection.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return texts.validation.bodyNotJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return texts.validation.contentTypeUnsupported;
    default:
      return ERROR_MESSAGES.VALIDATION_FAILED;
  }
}
