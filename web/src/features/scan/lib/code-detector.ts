/** What a barcode reader answers and does: the browser's own BarcodeDetector, or zxing-wasm's in a worker. */
export interface DetectedCode {
  rawValue: string;
  format: string;
}

export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
  /** Lets go of what the detector holds (the reader's worker), once the camera stops. */
  close?(): void;
}
