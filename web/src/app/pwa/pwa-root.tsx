import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineBanner } from './offline-banner.tsx';
import { registerServiceWorker } from './service-worker-updates.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * A root of its own, before the app's: the banner pushes the page down
 * instead of covering its header, and none of this waits for the app.
 */
export function mountPwa(): void {
  const container = document.createElement('div');
  document.body.prepend(container);
  const updates = registerServiceWorker();
  createRoot(container).render(
    <StrictMode>
      <OfflineBanner />
      <UpdatePrompt updates={updates} />
    </StrictMode>,
  );
}
