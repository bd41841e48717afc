import { CameraError } from '@/camera/camera-errors';

/** SPEC §2 resolutions, spelled as SPEC and the activation dialog spell them; 1080p is the default. */
export const RESOLUTIONS = {
  '480p': { width: 640, height: 480 },
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4K': { width: 3840, height: 2160 },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;
export const DEFAULT_RESOLUTION: Resolution = '1080p';

/**
 * SPEC §8 "Camera": the camera opens only in a secure context, in a browser with stream support. Checked
 * before asking for the camera, so the person is told which of the two it is.
 */
export function assertCameraAvailable(): void {
  if (!window.isSecureContext) throw new CameraError('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
}

/**
 * What the scanner asks the browser for (@zxing/browser's `decodeFromConstraints`): the back camera, at
 * `resolution` if it can (a resolution it does not know is read as the default).
 */
export function cameraConstraints(resolution: Resolution): MediaStreamConstraints {
  const { width, height } = RESOLUTIONS[resolution] ?? RESOLUTIONS[DEFAULT_RESOLUTION];
  return {
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: width }, height: { ideal: height } },
  };
}
