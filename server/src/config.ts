import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ShareLimits } from './music/caller-shares.ts';
import { MESSAGE_SEND_MAX_PER_WINDOW } from '@surcos/contracts/limits';
import { DISCOGS_DEFAULTS } from './music/discogs-client.ts';
import { DISCOGS_IMAGE_ORIGINS } from './modules/covers/cover-source.ts';

/** The SQLite database's file in DATA_DIR. */
export const SQLITE_FILE_NAME = 'surcos.sqlite';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** A comma-separated list (empty when unset), each entry trimmed and `normalize`d, all of them `isValid`. */
function commaSeparated(
  normalize: (each: string) => string,
  isValid: (each: string) => boolean,
  message: string,
) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((each) => normalize(each.trim()))
          .filter((each) => each.length > 0),
      )
      .refine((entries) => entries.every(isValid), { message }),
  );
}

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('localhost')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  ALLOWED_ORIGINS: commaSeparated(
    (each) => each.replace(/\/+$/, ''),
    isOrigin,
    'must be a comma-separated list of origins such as https://discos.example.com',
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Surcos <no-reply@localhost>')),
  DISCOGS_TOKEN: optionalString,
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  DISCOGS_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.discogs.com'),
  ),
  DISCOGS_RETRY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .min(0.1)
      .max(60)
      .default(DISCOGS_DEFAULTS.retryDelayMs / 1000),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  SESSION_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(60).default(5)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  SIGN_UPS_PER_IP_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  MESSAGES_PER_10_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(10_000).default(MESSAGE_SEND_MAX_PER_WINDOW),
  ),
  TOKEN_REQUESTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(300),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1000).max(600_000).default(30_000),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  BACKUP_DIR: optionalString,
  BACKUP_EVERY_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(8760).optional()),
  IMPORT_FETCH_DETAILS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
  ),
  BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(7)),
  COVER_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().min(1).max(1_000_000).default(500)),
  DIGEST_EVERY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(31_536_000).default(86_400),
  ),
  DIGEST_QUIET_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(86_400).default(900),
  ),
  FEDERATION: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toLowerCase()) : value),
    z
      .enum(['on', 'off'], { error: () => 'must be on or off (unset: on when PUBLIC_URL is https)' })
      .optional(),
  ),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: () => 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  ADMIN_EMAILS: commaSeparated(
    (each) => each.toLowerCase(),
    (email) => z.email().safeParse(email).success,
    'must be a comma-separated list of email addresses',
  ),
});

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  /** Further origins (scheme://host[:port]) whose pages may make signed-in writes and open sockets. */
  allowedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  discogsToken: string | undefined;
  discogsBaseUrl: string;
  redisUrl: string | undefined;
  /** How long an instance trusts a session it has read without reading it again; 0: every request reads it. */
  sessionCacheMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  signUpsPerIpPerHour: number;
  /** Requests each personal access token may make per minute; more get 429. */
  tokenRequestsPerMinute: number;
  /** Messages a member may send per MESSAGE_SEND_WINDOW_MS (10 s); more get 429. */
  messagesPer10Seconds: number;
  /** Bearer token that opens /metrics; unset, /metrics does not exist. */
  metricsToken: string | undefined;
  /** Longest a client may take to send a whole request, headers and body; slower connections are closed. */
  requestTimeoutMs: number;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Discogs client tuning; tests shorten the waits. */
  discogs: {
    timeoutMs: number;
    retryDelayMs: number;
    maxRetries: number;
    maxQueueWaitMs: number;
    deadlineMs?: number;
    shares?: ShareLimits;
  };
  /** Import jobs: rows per batch (one transaction each), rest between batches, and the detail lane. */
  imports: { batchSize: number; batchPauseMs: number; leaseMs: number; fetchDetails: boolean };
  /** Rotating backups the server takes itself; off while `dir` is null. */
  backup: { dir: string | null; everyHours: number; keep: number };
  /** Folder of the built web app; null serves the API alone. */
  webDir: string | null;
  /** Covers through Surcos: where they are kept, how much disk they may take, where they may come from. */
  covers: {
    dir: string;
    maxBytes: number;
    /** The music database's image hosts and DISCOGS_BASE_URL's origin; nothing else is ever fetched. */
    allowedOrigins: string[];
    timeoutMs: number;
    maxImageBytes: number;
    failureTtlMs: number;
  };
  /**
   * The notification mail goes to each user at most once per `digestEveryMs`;
   * a message is notified only if its conversation is still unread after `messageGraceMs`.
   */
  notifications: {
    digestEveryMs: number;
    messageGraceMs: number;
    /** The daily mail waits until its member has not had Surcos open for this long (DIGEST_QUIET_SECONDS). */
    digestQuietMs: number;
  };
  /** Lower-case addresses whose accounts become admins when they sign in or sign up. */
  adminEmails: string[];
  /**
   * How new passwords are hashed (modules/auth/password-hash.ts): 'light' only for test servers,
   * which sign up thousands of accounts. No variable sets it.
   */
  passwordHashing: 'standard' | 'light';
  /** ActivityPub (docs/decisions/056-federation-layer.md); while off, none of its routes exist and nothing of it runs. */
  federation: {
    enabled: boolean;
    /** Lets this server fetch from and deliver to loopback, private and link-local addresses: tests and LANs only. */
    allowPrivateAddresses: boolean;
    /** Longest a queue worker sleeps before looking for work another instance enqueued. */
    queuePollMs: number;
    /** How long a worker holds a queued message before another may take it over. */
    queueLeaseMs: number;
    /** Deliveries each remote server may make to this instance's inboxes a minute; more get 429. */
    inboxDeliveriesPerMinute: number;
    /** Longest a member waits for another server to name an account (`@user@host`); then it is unreachable. */
    lookupDeadlineMs: number;
    /** What followed remote actors hold (docs/decisions/061-remote-holdings.md). */
    holdings: {
      /** Wait after an activity that may change an actor's holdings, so a burst makes one fetch. */
      debounceMs: number;
      /** Each followed actor is fetched again this long after its last fetch. */
      everyMs: number;
      /** The longest one actor's fetch may take, all pages included. */
      deadlineMs: number;
      /** How often the worker looks for actors due (another instance may have asked). */
      pollMs: number;
    };
  };
}

/** How followed remote actors' holdings are fetched: no variable, a test may shorten them. */
export const HOLDINGS_SYNC: Config['federation']['holdings'] = {
  debounceMs: 10_000,
  everyMs: 6 * 60 * 60 * 1000,
  deadlineMs: 60_000,
  pollMs: 30_000,
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment into a typed config; throws ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { webDir?: string | null } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.BACKUP_EVERY_HOURS !== undefined && values.BACKUP_DIR === undefined) {
    // Silently ignoring the interval would leave an operator believing backups run.
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS: needs BACKUP_DIR, the folder to keep them in',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    allowedOrigins: values.ALLOWED_ORIGINS,
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    discogsToken: values.DISCOGS_TOKEN,
    discogsBaseUrl: values.DISCOGS_BASE_URL.replace(/\/+$/, ''),
    redisUrl: values.REDIS_URL,
    sessionCacheMs: Math.round(values.SESSION_CACHE_SECONDS * 1000),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    signUpsPerIpPerHour: values.SIGN_UPS_PER_IP_PER_HOUR,
    tokenRequestsPerMinute: values.TOKEN_REQUESTS_PER_MINUTE,
    messagesPer10Seconds: values.MESSAGES_PER_10_SECONDS,
    metricsToken: values.METRICS_TOKEN,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    discogs: {
      timeoutMs: DISCOGS_DEFAULTS.timeoutMs,
      retryDelayMs: Math.round(values.DISCOGS_RETRY_SECONDS * 1000),
      maxRetries: DISCOGS_DEFAULTS.maxRetries,
      maxQueueWaitMs: DISCOGS_DEFAULTS.maxQueueWaitMs,
      deadlineMs: DISCOGS_DEFAULTS.deadlineMs,
    },
    imports: { batchSize: 100, batchPauseMs: 20, leaseMs: 30_000, fetchDetails: values.IMPORT_FETCH_DETAILS },
    backup: {
      dir: values.BACKUP_DIR === undefined ? null : path.resolve(values.BACKUP_DIR),
      everyHours: values.BACKUP_EVERY_HOURS ?? 24,
      keep: values.BACKUP_KEEP,
    },
    webDir: options.webDir === undefined ? defaultWebDir() : options.webDir,
    covers: {
      dir: path.join(dataDir, 'covers'),
      maxBytes: Math.round(values.COVER_CACHE_MB * 1024 * 1024),
      allowedOrigins: [...DISCOGS_IMAGE_ORIGINS, new URL(values.DISCOGS_BASE_URL).origin],
      timeoutMs: 8000,
      maxImageBytes: 10 * 1024 * 1024,
      failureTtlMs: 5 * 60 * 1000,
    },
    notifications: {
      digestEveryMs: values.DIGEST_EVERY_SECONDS * 1000,
      messageGraceMs: 5000,
      digestQuietMs: values.DIGEST_QUIET_SECONDS * 1000,
    },
    adminEmails: values.ADMIN_EMAILS,
    passwordHashing: 'standard',
    federation: {
      enabled:
        values.FEDERATION === undefined
          ? values.PUBLIC_URL?.startsWith('https:') === true
          : values.FEDERATION === 'on',
      allowPrivateAddresses: values.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
      queuePollMs: 2_000,
      queueLeaseMs: 120_000,
      inboxDeliveriesPerMinute: 600,
      // Under the guard's connect timeout: a server that takes longer to name an account is as good as down.
      lookupDeadlineMs: 8_000,
      holdings: { ...HOLDINGS_SYNC },
    },
  };
}

/** An http(s) origin alone: no path, query or credentials. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * A secret generated on first start and kept beside the data, so sessions
 * survive restarts without anyone having to invent one.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function defaultWebDir(): string | null {
  const dir = path.resolve(import.meta.dirname, '../../web/dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
