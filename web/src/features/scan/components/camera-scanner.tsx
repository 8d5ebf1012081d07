import { texts } from '@surcos/contracts/texts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { asPrinted, createReadFilter } from '../lib/barcode-reads.ts';
import { createCodeDetector } from '../lib/barcode-detector.ts';
import type { CodeDetector } from '../lib/code-detector.ts';
import {
  CAMERA_CONSTRAINTS,
  type CameraProblem,
  cameraProblemOf,
  cameraUnavailable,
  hasTorch,
  setTorch,
} from '../lib/camera.ts';

/** Time between two decodes: a few a second finds a code at once and leaves the page its frames. */
const DECODE_EVERY_MS = 200;
/** A code out of view this long and shown again is a new scan. */
const SAME_SCAN_MS = 2500;

const PROBLEM_TEXTS: Record<CameraProblem, string> = {
  denied: texts.scan.cameraDenied,
  missing: texts.scan.cameraMissing,
  insecure: texts.scan.cameraInsecure,
  failed: texts.scan.cameraFailed,
};

type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on'; track: MediaStreamTrack }
  | { status: 'unavailable'; problem: CameraProblem };

/**
 * The rear camera's picture, decoded a few times a second (one decode at a
 * time, never a busy loop): each code is handed on once while it stays in view.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const [isTorchOn, setIsTorchOn] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  const isWanted = state.status === 'starting' || state.status === 'on';

  useEffect(() => {
    if (!isWanted) return;
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let detector: CodeDetector | null = null;
    const filter = createReadFilter(SAME_SCAN_MS);

    const decodeLoop = (detector: CodeDetector, video: HTMLVideoElement) => {
      const tick = async () => {
        if (isStopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          try {
            for (const found of await detector.detect(video)) {
              if (!isStopped && filter.accept(found.rawValue, Date.now()))
                onCodeRef.current(asPrinted(found.rawValue));
            }
          } catch {
            // A frame that could not be read (the stream is ending); the next one will be.
          }
        }
        if (!isStopped) timer = setTimeout(() => void tick(), DECODE_EVERY_MS);
      };
      void tick();
    };

    void (async () => {
      const unavailable = cameraUnavailable();
      if (unavailable) {
        setState({ status: 'unavailable', problem: unavailable });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        const video = videoRef.current;
        const track = stream.getVideoTracks()[0];
        if (isStopped || !video || !track) return;
        video.srcObject = stream;
        await video.play();
        detector = await createCodeDetector();
        if (isStopped) {
          detector.close?.();
          return;
        }
        setState({ status: 'on', track });
        decodeLoop(detector, video);
      } catch (error) {
        if (!isStopped) setState({ status: 'unavailable', problem: cameraProblemOf(error) });
      }
    })();

    return () => {
      isStopped = true;
      clearTimeout(timer);
      detector?.close?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isWanted]);

  const track = state.status === 'on' ? state.track : null;
  const torch = track && hasTorch(track) ? track : null;

  async function toggleTorch() {
    if (!torch) return;
    try {
      await setTorch(torch, !isTorchOn);
      setIsTorchOn(!isTorchOn);
    } catch {
      // The torch is busy or gone: the button keeps saying what it would do.
    }
  }

  return (
    <section aria-label={texts.scan.cameraLabel} className="flex flex-col gap-3">
      {state.status === 'unavailable' ? (
        <p role="alert" className="rounded-lg border border-danger bg-raised px-4 py-3 text-danger">
          {PROBLEM_TEXTS[state.problem]}
        </p>
      ) : null}
      <div className={isWanted ? 'overflow-hidden rounded-xl border border-line bg-raised' : 'hidden'}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-hidden="true"
          className="aspect-video w-full object-cover"
        />
      </div>
      {isWanted ? (
        <p role="status" className="text-fg-muted">
          {state.status === 'starting' ? texts.scan.cameraStarting : texts.scan.cameraScanning}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isWanted ? (
          <Button variant="secondary" onClick={() => setState({ status: 'off' })}>
            {texts.scan.stopCamera}
          </Button>
        ) : (
          <Button onClick={() => setState({ status: 'starting' })}>{texts.scan.startCamera}</Button>
        )}
        {torch ? (
          <Button variant="secondary" aria-pressed={isTorchOn} onClick={() => void toggleTorch()}>
            {isTorchOn ? texts.scan.torchOff : texts.scan.torchOn}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
