import { texts } from '@surcos/contracts/texts';

/**
 * In place of something this device does not keep while it is offline: said once, politely, and
 * without a spinner or a retry button, for the query asks again by itself when the connection returns.
 */
export function NeedsConnection() {
  return (
    <div role="status" className="rounded-lg border border-dashed border-line-strong px-4 py-6">
      <p className="font-bold">{texts.offline.needsConnection}</p>
      <p className="text-fg-muted">{texts.offline.needsConnectionText}</p>
    </div>
  );
}
