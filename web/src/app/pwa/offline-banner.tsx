import { useSyncExternalStore } from 'react';
import { texts } from '@surcos/contracts/texts';
import { isOffline, subscribeToNetworkStatus } from '../../lib/offline/network-status.ts';

/**
 * Above the page while the server is out of reach: what is shown is what was
 * kept on this device, and changes wait for the connection. The status
 * region is always there, so its text is announced when it appears.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeToNetworkStatus, isOffline, () => false);
  return (
    <div role="status">
      {offline && (
        <p className="border-b border-line bg-raised px-4 py-2 text-center text-sm text-fg">
          <strong className="font-bold">{texts.offline.bannerTitle}.</strong> {texts.offline.bannerText}
        </p>
      )}
    </div>
  );
}
