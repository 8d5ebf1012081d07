import { RETAIL_FORMATS } from './barcode-reads.ts';

export interface DetectedCode {
  rawValue: string;
  format: string;
}

export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
  /** Lets go of what the detector holds (the reader's worker), once the camera stops. */
  close?(): void;
}

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
