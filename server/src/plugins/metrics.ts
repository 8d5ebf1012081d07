import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { Lane } from '../music/request-pacer.ts';

export type MailOutcome = 'sent' | 'failed';
export type StepOutcome = 'worked' | 'idle' | 'failed';

/**
 * What the server counts for Prometheus. Each part of the server is handed the one hook it
 * reports through, so no module imports prom-client but this one. One registry per app: tests
 * build several apps in one process.
 */
export interface Metrics {
  registry: Registry;
  mail: (outcome: MailOutcome) => void;
  /** A music-database request was let through (`granted`) or refused after waiting `waitedMs` in its lane. */
  musicRequest: (lane: Lane, waitedMs: number, granted: boolean) => void;
  jobStep: (runner: string, outcome: StepOutcome) => void;
  socketOpened: () => void;
  socketClosed: () => void;
  /** Read at each scrape: the database pool (or SQLite file), and import jobs by state. */
  sampleAtScrape: (sources: ScrapeSources) => void;
  /** A cover was served from the disk cache (`hit`), made now (`miss`), or could not be had. */
  cover: (outcome: 'hit' | 'miss' | 'unavailable') => void;
  /** A signed-in request's session came from the session cache (`hit`) or from the database (`miss`). */
  sessionLookup: (outcome: 'hit' | 'miss') => void;
  /** A delivery to another server failed (Fedify retries it with backoff, then gives it up). */
  federationDeliveryFailed: () => void;
}

export interface ScrapeSources {
  database: () => DatabaseStats;
  importJobsByState: () => Promise<Array<{ state: string; count: number }>>;
  /** The federation's queue (deliveries, inbox work), while federation is on. */
  federationQueue: () => Promise<{ ready: number; delayed: number } | null>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'surcos_' });
  const registers = [registry];

  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Counter({ name, help, labelNames, registers });

  const mails = counter('surcos_mail_total', 'Mails handed to the mail server, by outcome.', ['outcome']);
  const musicRequests = counter(
    'surcos_music_requests_total',
    'Music-database (Discogs) requests by lane: sent, or refused because the wait was too long.',
    ['lane', 'outcome'],
  );
  const musicWaits = new Histogram({
    name: 'surcos_music_wait_seconds',
    help: 'Time a music-database request waited for a free slot under the rate limit, by lane.',
    labelNames: ['lane'] as const,
    buckets: [0, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  const jobSteps = counter(
    'surcos_job_steps_total',
    'Steps of background job runners (imports, detail fetches), by runner and outcome.',
    ['runner', 'outcome'],
  );
  const sockets = new Gauge({
    name: 'surcos_socket_connections',
    help: 'Live socket connections on this instance.',
    registers,
  });
  const covers = counter(
    'surcos_covers_total',
    'Covers served from the disk cache (hit), fetched or resized now (miss), or unavailable.',
    ['outcome'],
  );
  const deliveryFailures = counter(
    'surcos_federation_delivery_failures_total',
    'Failed deliveries of activities to other servers (each attempt; Fedify retries with backoff).',
  );
  const sessionLookups = counter(
    'surcos_session_cache_total',
    'Session lookups answered from the in-process session cache (hit) or read from the database (miss).',
    ['outcome'],
  );
  const socketsOpened = counter(
    'surcos_socket_connections_total',
    'Socket connections accepted by this instance since it started.',
  );

  return {
    registry,
    mail: (outcome) => mails.inc({ outcome }),
    musicRequest: (lane, waitedMs, granted) => {
      musicRequests.inc({ lane, outcome: granted ? 'sent' : 'refused' });
      musicWaits.observe({ lane }, waitedMs / 1000);
    },
    jobStep: (runner, outcome) => jobSteps.inc({ runner, outcome }),
    cover: (outcome) => covers.inc({ outcome }),
    sessionLookup: (outcome) => sessionLookups.inc({ outcome }),
    socketOpened: () => {
      sockets.inc();
      socketsOpened.inc();
    },
    socketClosed: () => sockets.dec(),
    federationDeliveryFailed: () => deliveryFailures.inc(),
    sampleAtScrape: ({ database, importJobsByState, federationQueue }) => {
      new Gauge({
        name: 'surcos_federation_queue_messages',
        help: 'Messages waiting in the federation queue (deliveries and inbox work): due now (ready) or later (delayed, retries among them).',
        labelNames: ['state'] as const,
        registers,
        async collect() {
          this.reset();
          const depth = await federationQueue();
          if (depth === null) return;
          this.set({ state: 'ready' }, depth.ready);
          this.set({ state: 'delayed' }, depth.delayed);
        },
      });
      new Gauge({
        name: 'surcos_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one).',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const { pool } = database();
          if (!pool) return;
          this.set({ state: 'total' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        },
      });
      new Gauge({
        name: 'surcos_db_sqlite_size_bytes',
        help: 'Size of the SQLite database file (pages in use times page size).',
        registers,
        collect() {
          const { sqliteSizeBytes } = database();
          if (sqliteSizeBytes !== undefined) this.set(sqliteSizeBytes);
        },
      });
      new Gauge({
        name: 'surcos_import_jobs',
        help: 'Import jobs in the database by state.',
        labelNames: ['state'] as const,
        registers,
        async collect() {
          this.reset();
          for (const { state, count } of await importJobsByState()) this.set({ state }, count);
        },
      });
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * HTTP latency by route pattern (never the raw URL: ids would make a series each), and
 * GET /metrics behind METRICS_TOKEN. Off, it does not exist (404); a wrong token gets 401.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  const latency = new Histogram({
    name: 'surcos_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = app.config.metricsToken;
  const expected = token ? digest(`Bearer ${token}`) : null;
  app.get('/metrics', async (request, reply) => {
    if (!expected) throw new AppError('NOT_FOUND');
    // Digests have one length whatever was sent, so the comparison takes the same time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError('UNAUTHENTICATED');
    }
    void reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
