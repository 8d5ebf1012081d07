import { Workbox } from 'workbox-window';
import { whenIdle } from '../../lib/after-next-paint.ts';
import { pageRequests } from '../../lib/offline/requests-in-flight.ts';

/**
 * At the latest this long after the page mounts the banner, the worker registers even if the page
 * never goes idle.
 */
const REGISTER_WITHIN_MS = 10_000;
/** 'Actualizar' asks the waiting version to take over this many times, this far apart, at most. */
const SKIP_WAITING_ASKS = 5;
const ASK_AGAIN_MS = 2_000;
/**
 * The first ask waits until the page's requests have been quiet this long (the active worker
 * is then idle, see requests-in-flight.ts), or this long at most.
 */
const QUIET_BEFORE_ASKING = { quietMs: 300, limitMs: 8_000 };

/** Whether a new version of the app is installed and waiting, and how to switch to it. */
export interface AppUpdates {
  subscribe: (listener: () => void) => () => void;
  isWaiting: () => boolean;
  /** The waiting version takes over, and the page reloads once it does. */
  apply: () => void;
}

/** The waiting flag and its listeners; `arrive` marks a new version as waiting. */
export function createAppUpdates(): { updates: AppUpdates; arrive: () => void } {
  let waiting = false;
  const listeners = new Set<() => void>();
  const updates: AppUpdates = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    apply: () => undefined,
  };
  const arrive = () => {
    waiting = true;
    for (const listener of listeners) listener();
  };
  return { updates, arrive };
}

/**
 * Registers web/service-worker/sw.ts (a build only: `npm run dev` has none).
 * A browser that refuses service workers (or a test that blocks them) keeps
 * the app as it is without one.
 */
export function registerServiceWorker(): AppUpdates {
  const { updates, arrive } = createAppUpdates();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return updates;

  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', arrive);
  // Straight through the browser's API: workbox-window only reports a worker it saw install
  // itself, and the waiting one may have come from another tab or an earlier visit.
  updates.apply = () => {
    let switched = false;
    const reload = () => {
      if (switched) return;
      switched = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    const ask = async (asksLeft: number) => {
      if (switched) return;
      const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
      // Nothing waits any more: the new version took over while this page loaded, so the page
      // only has to load again to be it.
      if (!waiting) return reload();
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // Chromium can drop a message to a waiting worker it is starting: asked again until it
      // takes over, so 'Actualizar' never leaves the member looking at a disabled button.
      if (asksLeft > 1) window.setTimeout(() => void ask(asksLeft - 1), ASK_AGAIN_MS);
    };
    void pageRequests.whenQuiet(QUIET_BEFORE_ASKING).then(() => ask(SKIP_WAITING_ASKS));
  };
  // On a first visit, installing the worker downloads the whole app shell: that waits until the
  // page is idle, so it never competes with the page's own start for a phone's few cores.
  whenIdle(() => {
    workbox
      .register()
      .then((registration) => {
        if (!registration) return;
        // A tab left open for days still hears of a new version when it comes back into view.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      })
      .catch(() => undefined);
  }, REGISTER_WITHIN_MS);
  return updates;
}
