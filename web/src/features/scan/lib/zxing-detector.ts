import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { RETAIL_FORMATS } from './barcode-reads.ts';

// The reader's WebAssembly comes from Surcos' own build (precached by the service worker), never
// from the CDN the library would ask by default: the CSP allows no other host.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

/** zxing-cpp compiled to WebAssembly behind the BarcodeDetector API, for browsers without their own. */
export const createZxingDetector = () => new BarcodeDetector({ formats: [...RETAIL_FORMATS] });
