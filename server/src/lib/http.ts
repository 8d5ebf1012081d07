import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The response schema of a write that answers nothing. */
export const NO_CONTENT = { 204: z.null() } as const;

export const noContent = (reply: FastifyReply) => reply.status(204).send(null);
