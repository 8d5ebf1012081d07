import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import type { StoreEntry } from '../lib/store-session.ts';
import { BarcodeVerdict, type VerdictActions } from './barcode-verdict.tsx';

/** 'Modo tienda': every code scanned in this session with its verdict, the newest first. */
export function StoreList({
  entries,
  actions,
  onClear,
}: {
  entries: readonly StoreEntry[];
  actions: VerdictActions;
  onClear: () => void;
}) {
  return (
    <section aria-labelledby="escaneados" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="escaneados" className="text-2xl font-bold">
          {texts.scan.storeList}
        </h2>
        {entries.length > 0 ? (
          <Button variant="secondary" onClick={onClear}>
            {texts.scan.clearStore}
          </Button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="text-fg-muted">{texts.scan.storeEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-6">
          {entries.map((entry) => (
            <li
              key={entry.code}
              aria-label={texts.scan.verdictFor(entry.code)}
              className="flex flex-col gap-2"
            >
              <p className="font-bold text-fg-muted">{texts.scan.verdictFor(entry.code)}</p>
              <BarcodeVerdict code={entry.code} actions={actions} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
