import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createBackup } from './backup.ts';

const NAME = /^surcos-(\d{8}T\d{6}Z)\.backup$/;
const HOUR_MS = 3_600_000;
/** setTimeout's longest delay; a longer wait is taken in several. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** `surcos-20250301T040000Z.backup`: UTC, and sorting by name sorts by time. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `surcos-${stamp}.backup`;
}

function timeOfName(name: string): number | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const s = match[1]!;
  return Date.parse(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 11)}:${s.slice(11, 13)}:${s.slice(13)}`);
}

/** The rotating backups in `dir`, newest first; other files are not ours and are left alone. */
export async function listRotatingBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => NAME.test(name)).sort((a, b) => b.localeCompare(a));
}

/** Deletes all but the `keep` newest rotating backups; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const stale = (await listRotatingBackups(dir)).slice(keep);
  for (const name of stale) await rm(path.join(dir, name), { force: true });
  return stale;
}

/** Takes one rotating backup now and prunes the old ones; returns the new file. */
export async function takeRotatingBackup(
  config: Pick<Config, 'database'> & { backup: { dir: string; keep: number } },
  now = new Date(),
): Promise<string> {
  await mkdir(config.backup.dir, { recursive: true });
  const file = path.join(config.backup.dir, backupFileName(now));
  await createBackup(config, file);
  await pruneBackups(config.backup.dir, config.backup.keep);
  return file;
}

export interface BackupLoop {
  /** Stops the loop, waiting for a backup in progress. */
  stop: () => Promise<void>;
}

/**
 * Keeps rotating backups while the server runs, when BACKUP_DIR is set. The
 * first one is due an interval after the newest already there (at once if
 * none), so frequent restarts neither skip backups nor pile them up. A
 * failure is logged and the loop carries on; the timer never keeps the
 * process alive.
 */
export function startBackupLoop(config: Config, log: FastifyBaseLogger): BackupLoop {
  const { dir, everyHours, keep } = config.backup;
  if (!dir) return { stop: () => Promise.resolve() };
  const target = { database: config.database, backup: { dir, keep } };
  const intervalMs = everyHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const schedule = (dueAt: number) => {
    if (isStopped) return;
    timer = setTimeout(
      () => {
        if (Date.now() < dueAt) return schedule(dueAt);
        running = run().finally(() => {
          running = undefined;
          schedule(Date.now() + intervalMs);
        });
      },
      Math.min(MAX_DELAY_MS, Math.max(0, dueAt - Date.now())),
    );
    timer.unref();
  };
  const run = async () => {
    try {
      const file = await takeRotatingBackup(target);
      log.info({ file }, 'backup written');
    } catch (error) {
      log.error({ err: error, dir }, 'backup failed');
    }
  };

  void listRotatingBackups(dir).then((names) => {
    const newest = names[0] ? timeOfName(names[0]) : null;
    schedule(newest === null ? Date.now() : newest + intervalMs);
  });
  log.info({ dir, everyHours, keep }, 'rotating backups on');

  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
