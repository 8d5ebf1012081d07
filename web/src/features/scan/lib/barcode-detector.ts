import { RETAIL_FORMATS } from './barcode-reads.ts';
import type { CodeDetector } from './code-detector.ts';

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads every retail format
 * (Android, macOS, ChromeOS), else zxing-wasm: loaded here, on the scan page
 * only, the first time the camera starts.
 */
export async function createCodeDetector(): Promise<CodeDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      if (RETAIL_FORMATS.every((format) => supported.includes(format)))
        return new Native({ formats: [...RETAIL_FORMATS] });
    } catch {
      // A detector that cannot say what it reads is not used.
    }
  }
  const { createZxingDetector } = await import('./zxing-detector.ts');
  return createZxingDetector();
}
