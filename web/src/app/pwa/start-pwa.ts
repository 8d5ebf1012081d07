import { afterNextPaint } from '../../lib/after-next-paint.ts';

/**
 * The installable, offline part of the app (service worker, offline banner,
 * update prompt) loads only once the page has finished loading and has been
 * painted, in a chunk of its own: the first paint never waits for it. Its
 * module is evaluated and its banner mounted in tasks of their own, so neither
 * adds to a long one (pwa-root.tsx registers the worker later still).
 */
export function startPwaAfterLoad(): void {
  const start = () =>
    afterNextPaint(() => void import('./pwa-root.tsx').then((pwa) => setTimeout(() => pwa.mountPwa(), 0)));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
