import type { FastifyBaseLogger } from 'fastify';
import { createLogThrottle } from './log-throttle.ts';

export interface JobRunner {
  start: () => void;
  /** Stops after the step under way; resolves when it has. */
  stop: () => Promise<void>;
  /** New work arrived: run now instead of waiting for the next poll. */
  wake: () => void;
}

interface RunnerOptions {
  /** One small unit of work; answers whether there was any (false: the runner idles until the next poll). */
  step: () => Promise<boolean>;
  /** Rest between steps, so one long job leaves room for requests on a small machine. */
  pauseMs: number;
  /** How often an idle runner looks for work (another instance may have queued it). */
  pollMs: number;
  log: FastifyBaseLogger;
  name: string;
  /** Told how each step went (the metrics count them). */
  onStep?: (outcome: 'worked' | 'idle' | 'failed') => void;
}

/**
 * A loop in the server process that runs a job's steps one at a time. The
 * state lives in the database (each step commits its own progress), so
 * stopping between steps loses nothing and a restart picks up from there.
 */
export function createJobRunner({
  step,
  pauseMs,
  pollMs,
  log: parentLog,
  name,
  onStep,
}: RunnerOptions): JobRunner {
  // Every line of a runner says which one it is.
  const log = parentLog.child({ runner: name });
  let running = false;
  let loop: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wakeUp: (() => void) | null = null;
  // While the database is down every poll fails the same way: one line a minute says so.
  const throttle = createLogThrottle(60_000);

  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      if (timer) clearTimeout(timer);
      timer = null;
      wakeUp = null;
    });

  async function run(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await step();
        onStep?.(worked ? 'worked' : 'idle');
      } catch (error) {
        onStep?.('failed');
        // A warning: the step is retried at the next poll, and its work was committed or not at all.
        throttle(name, (suppressed) =>
          log.warn({ err: error, suppressed }, 'background job step failed; retrying'),
        );
      }
      if (!running) break;
      await rest(worked ? pauseMs : pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
    wake() {
      wakeUp?.();
    },
  };
}
