import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer moves the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

/**
 * The checkpointer's own code, plain CommonJS: it runs as it is in the
 * server's build, its tests and its benchmarks alike, with no TypeScript
 * loader in the thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Checkpoints once more and closes the thread's connection; the server's own closes after it. */
  stop: () => Promise<void>;
}

/**
 * Moves SQLite's write-ahead log into the database file from a thread of its
 * own. SQLite checkpoints by itself every 1,000 pages of log, inside the
 * commit that crosses the mark, and with `synchronous = FULL` that commit
 * then syncs the database file too: better-sqlite3 runs it on the server's
 * only thread, so every request and socket waited for it (tens of
 * milliseconds, the chat's slowest deliveries). The server's connection
 * turns automatic checkpoints off and this thread runs a PASSIVE one every
 * second on a connection of its own; a passive checkpoint never blocks
 * writers, so commits stay one sync of the log each.
 */
export function startWalCheckpointer(
  file: string,
  onFailure: (message: string) => void,
  onLost: () => void,
): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Plain CommonJS needs none of the process's flags (a loader, or --input-type=module, would break it).
    execArgv: [],
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  worker.on('message', (message: { failed?: string }) => {
    if (message.failed) onFailure(message.failed);
  });
  worker.on('error', (error) => onFailure(error.message));
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      // A thread that died on its own checkpoints no more: the caller takes the job back.
      if (!stopping) onLost();
      resolve();
    }),
  );
  // The thread never keeps the process alive by itself.
  worker.unref();
  return {
    stop: async () => {
      stopping = true;
      // Unreferenced, the thread would let the process end before its last checkpoint, mid-close.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
