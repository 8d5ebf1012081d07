import type { CodeDetector, DetectedCode } from './code-detector.ts';

/** A frame to read, posted to the reader's worker (the bitmap is transferred, not copied). */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

/** The codes the worker read in one frame; `failed`: the frame could not be read at all. */
export interface DecodeAnswer {
  id: number;
  codes: DetectedCode[];
  failed: boolean;
}

/**
 * zxing-cpp compiled to WebAssembly behind the BarcodeDetector API, for browsers without their
 * own, in a worker: reading a frame takes tens of milliseconds on a phone, a few times a second,
 * which on the page's thread would make scrolling and typing stutter while the camera is on.
 * The page only copies the video's frame into a bitmap, which it hands over.
 */
export function createZxingDetector(): CodeDetector {
  const worker = new Worker(new URL('./zxing-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<
    number,
    { resolve: (codes: DetectedCode[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let broken: Error | null = null;

  worker.addEventListener('message', ({ data }: MessageEvent<DecodeAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.failed) waiting?.reject(new Error('the frame could not be read'));
    else waiting?.resolve(data.codes);
  });
  // The worker or its WebAssembly did not load: every read fails, as a detector that cannot read.
  worker.addEventListener('error', () => {
    broken = new Error('the barcode reader did not load');
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  });

  return {
    async detect(source) {
      if (broken) throw broken;
      const frame = await createImageBitmap(source);
      const id = nextId++;
      return new Promise<DetectedCode[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, frame } satisfies DecodeRequest, [frame]);
      });
    },
    close() {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error('the camera stopped'));
      pending.clear();
    },
  };
}
