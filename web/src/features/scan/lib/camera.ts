/** Why the camera cannot be used: each has its own message, and the typed field stays. */
export type CameraProblem = 'denied' | 'missing' | 'insecure' | 'failed';

/** The rear camera, at a size that resolves a sleeve's bars without decoding a 4K frame each time. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** What `getUserMedia` refused, read from the DOMException it threw. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  return 'failed';
}

/** A page over plain HTTP (not localhost) gets no camera API at all. */
export function cameraUnavailable(): CameraProblem | null {
  if (!globalThis.isSecureContext) return 'insecure';
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return 'missing';
  return null;
}

/** Whether the track has a torch it can switch (Chrome on Android, mostly). */
export function hasTorch(track: MediaStreamTrack): boolean {
  const capabilities = track.getCapabilities?.() as
    (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  return capabilities?.torch === true;
}

export const setTorch = (track: MediaStreamTrack, on: boolean): Promise<void> =>
  track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
