/**
 * Requests to the server that have not finished, answer read through. The service worker answers
 * (and keeps) the page's: while one is in flight the active worker is busy, and Chromium never
 * lets a waiting version that was told to skip waiting at that moment take over, however often
 * it is told again (pwa/service-worker-updates.ts waits for a quiet moment before telling it).
 */
export interface RequestsInFlight {
  /** Counts `work` as in flight until it settles, whichever way. */
  during: <T>(work: () => Promise<T>) => Promise<T>;
  count: () => number;
  /**
   * Resolves once no request has been in flight for `quietMs` (the worker's own writes to its
   * caches finish just after an answer is read), or after `limitMs` whatever happens: a page
   * that keeps asking must not hold its caller forever.
   */
  whenQuiet: (options: { quietMs: number; limitMs: number }) => Promise<void>;
}

const CHECK_EVERY_MS = 100;

export function createRequestsInFlight(): RequestsInFlight {
  let inFlight = 0;
  let lastBusyAt = 0;
  return {
    async during(work) {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        lastBusyAt = performance.now();
      }
    },
    count: () => inFlight,
    whenQuiet({ quietMs, limitMs }) {
      const startedAt = performance.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          const isQuiet = inFlight === 0 && now - lastBusyAt >= quietMs;
          if (isQuiet || now - startedAt >= limitMs) resolve();
          else setTimeout(check, CHECK_EVERY_MS);
        };
        check();
      });
    },
  };
}

/** The page's own requests: the API client's and the import's upload. */
export const pageRequests = createRequestsInFlight();
