import { Workbox } from 'workbox-window';
import { whenIdle } from '../../lib/after-next-paint.ts';

/**
 * At the latest this long after the page mounts the banner, the worker registers even if the page
 * never goes idle.
 */
const REGISTER_WITHIN_MS = 10_000;

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
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const waiting = registration?.waiting;
      // Nothing waits any more: the new version took over while this page loaded, so the page
      // only has to load again to be it.
      if (!waiting) return window.location.reload();
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
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
