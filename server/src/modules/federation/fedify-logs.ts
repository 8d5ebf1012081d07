import { configureSync, type LogLevel, type LogRecord, resetSync } from '@logtape/logtape';
import type { FastifyBaseLogger } from 'fastify';
import { currentOutboundPolicy, type OutboundPolicy } from './outbound-guard.ts';

/** LogTape's levels as pino names them. */
const PINO_LEVEL = {
  trace: 'trace',
  debug: 'debug',
  info: 'info',
  warning: 'warn',
  error: 'error',
  fatal: 'fatal',
} as const satisfies Record<LogLevel, string>;

/**
 * Below this Fedify's records are not passed on: at `info` it tells every
 * activity enqueued and processed, which the queue's metrics already count.
 */
const LOWEST_LEVEL: LogLevel = 'warning';

/** The apps whose federation runs in this process, each with its logger, latest last. */
const loggers = new Map<OutboundPolicy, FastifyBaseLogger>();

/** A record's message with its values put in, as LogTape's own text sinks write it. */
const messageOf = (record: LogRecord) =>
  record.message
    .map((part, index) =>
      index % 2 === 0
        ? String(part)
        : part instanceof Error
          ? part.message
          : typeof part === 'string'
            ? part
            : JSON.stringify(part),
    )
    .join('');

function toPino(record: LogRecord): void {
  const policy = currentOutboundPolicy();
  // The app whose work logged it (the federation runs each app's work in its policy's scope);
  // outside any, the latest app's.
  const log = (policy && loggers.get(policy)) ?? [...loggers.values()].at(-1);
  if (log === undefined) return;
  const { error, ...properties } = record.properties;
  log[PINO_LEVEL[record.level]](
    {
      module: 'fedify',
      category: record.category.join('.'),
      ...(error instanceof Error ? { err: error } : {}),
      fedify: properties,
    },
    messageOf(record),
  );
}

/**
 * Fedify logs through LogTape, which drops everything until configured: its
 * records of `warning` and above go to the app's pino log instead, at the
 * same level, with the category and the record's properties. LogTape's
 * configuration is one per process (several apps run in one in the tests),
 * so it is made when the first app starts and undone when the last stops.
 * Answers the undoing for this app.
 */
export function routeFedifyLogs(policy: OutboundPolicy, log: FastifyBaseLogger): () => void {
  const first = loggers.size === 0;
  loggers.set(policy, log);
  if (first) {
    configureSync({
      reset: true,
      sinks: { pino: toPino },
      loggers: [
        { category: ['fedify'], sinks: ['pino'], lowestLevel: LOWEST_LEVEL },
        // LogTape's own notices (a logger misconfigured) are the app's to hear too.
        { category: ['logtape', 'meta'], sinks: ['pino'], lowestLevel: 'warning' },
      ],
    });
  }
  return () => {
    loggers.delete(policy);
    if (loggers.size === 0) resetSync();
  };
}
