import { CameraError } from '@/camera/camera-errors';

/** SPEC §2 resolutions; 1080p is the default. */
export const RESOLUTIONS = {
  '480p': { width: 640, height: 480 },
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4k': { width: 3840, height: 2160 },
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

/** What the scanner asks the browser for: the back camera, at `resolution` if it can. */
export function cameraConstraints(resolution: Resolution): MediaStreamConstraints {
  const { width, height } = RESOLUTIONS[resolution];
  return {
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: width }, height: { ideal: height } },
  };
}
