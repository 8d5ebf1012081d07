import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { RETAIL_FORMATS } from './barcode-reads.ts';
import type { DecodeAnswer, DecodeRequest } from './zxing-detector.ts';

// The reader's WebAssembly comes from Surcos' own build (precached by the service worker), never
// from the CDN the library would ask by default: the CSP allows no other host.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

const detector = new BarcodeDetector({ formats: [...RETAIL_FORMATS] });
/** The worker's own scope, as much of it as is used (the web app is typed for pages, not workers). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(answer: DecodeAnswer): void;
};

scope.addEventListener('message', ({ data }) => {
  const { id, frame } = data;
  const answer = (codes: DecodeAnswer['codes'], failed = false) => {
    frame.close();
    scope.postMessage({ id, codes, failed } satisfies DecodeAnswer);
  };
  detector.detect(frame).then(
    (found) => answer(found.map(({ rawValue, format }) => ({ rawValue, format }))),
    () => answer([], true),
  );
});
