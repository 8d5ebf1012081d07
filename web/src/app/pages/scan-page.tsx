import { readBarcode } from '@surcos/contracts/barcodes';
import { texts } from '@surcos/contracts/texts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { useMyBarcodes } from '../../features/scan/api/get-my-barcodes.ts';
import { BarcodeVerdict } from '../../features/scan/components/barcode-verdict.tsx';
import { CameraScanner } from '../../features/scan/components/camera-scanner.tsx';
import { CodeEntry } from '../../features/scan/components/code-entry.tsx';
import { StoreList } from '../../features/scan/components/store-list.tsx';
import {
  readStoreSession,
  type StoreEntry,
  withScan,
  writeStoreSession,
} from '../../features/scan/lib/store-session.ts';
import { scanActions } from '../scan-actions.tsx';

/** `?modo=tienda`: the address keeps store mode across a reload, as the list is kept on the device. */
const STORE_PARAM = 'modo';
const STORE_VALUE = 'tienda';

/**
 * /scan: a code from the camera, the typed field or a scanner, and what it
 * means to this collector. In store mode every code joins a list kept on the
 * device, newest first; nothing is added to the collection without a tap.
 */
export function ScanPage() {
  const userId = useCurrentUser()?.id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const isStoreMode = searchParams.get(STORE_PARAM) === STORE_VALUE;
  const [current, setCurrent] = useState<string | null>(null);
  const [entries, setEntries] = useState<StoreEntry[]>(() => readStoreSession(userId));
  // Kept fresh while online, so the service worker has it for "do I have it?" without a connection.
  useMyBarcodes();

  const handleCode = useCallback(
    (raw: string) => {
      const reading = readBarcode(raw);
      if (!reading.ok) return;
      setCurrent(reading.code);
      if (!isStoreMode) return;
      setEntries((previous) => {
        const next = withScan(previous, reading.code, Date.now());
        writeStoreSession(userId, next);
        return next;
      });
    },
    [isStoreMode, userId],
  );

  function toggleStoreMode(on: boolean) {
    setSearchParams(on ? { [STORE_PARAM]: STORE_VALUE } : {}, { replace: true });
  }

  function clearStore() {
    writeStoreSession(userId, []);
    setEntries([]);
  }

  return (
    <>
      <PageHeading title={texts.scan.title} />
      <div className="flex max-w-3xl flex-col gap-6">
        <p className="text-fg-muted">{texts.scan.intro}</p>
        <CameraScanner onCode={handleCode} />
        <CodeEntry onCode={handleCode} />
        <div className="flex min-h-11 items-start gap-3">
          <input
            id="modo-tienda"
            type="checkbox"
            aria-describedby="modo-tienda-texto"
            className="mt-1 size-5 accent-accent"
            checked={isStoreMode}
            onChange={(event) => toggleStoreMode(event.currentTarget.checked)}
          />
          <div>
            <label htmlFor="modo-tienda" className="block font-bold">
              {texts.scan.storeMode}
            </label>
            <p id="modo-tienda-texto" className="text-sm text-fg-muted">
              {texts.scan.storeModeHint}
            </p>
          </div>
        </div>
        {isStoreMode ? (
          <StoreList entries={entries} actions={scanActions} onClear={clearStore} />
        ) : current ? (
          <section aria-labelledby="veredicto" className="flex flex-col gap-2">
            <h2 id="veredicto" aria-live="polite" className="text-2xl font-bold">
              {texts.scan.verdictFor(current)}
            </h2>
            <BarcodeVerdict key={current} code={current} actions={scanActions} />
          </section>
        ) : null}
      </div>
    </>
  );
}
