import { afterNextPaint } from '../../lib/after-next-paint.ts';

/**
 * The installable, offline part of the app (service worker, offline banner,
 * update prompt) loads only once the page has finished loading and has been
 * painted, in a chunk of its own: the first paint never waits for it.
 */
export function startPwaAfterLoad(): void {
  const start = () => afterNextPaint(() => void import('./pwa-root.tsx').then((pwa) => pwa.mountPwa()));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
