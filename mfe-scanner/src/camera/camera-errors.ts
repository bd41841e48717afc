/**
 * SPEC §8 "Camera": only a secure context, a browser with stream support, and a stream within 3 s (handed
 * to @zxing/browser as its play time-out).
 */
export const STREAM_LOAD_TIMEOUT_MS = 3000;

export type CameraProblem = 'insecure' | 'unsupported' | 'timeout' | 'denied' | 'notFound' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem, options?: ErrorOptions) {
    super(`camera: ${problem}`, options);
    this.name = 'CameraError';
  }
}

/** getUserMedia's DOMException names, as a person would understand them. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  // @zxing/browser rejects with `false` when the video did not play within its time-out.
  if (error === false) return 'timeout';
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}
