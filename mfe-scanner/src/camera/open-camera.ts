import { CameraError, STREAM_LOAD_TIMEOUT_MS } from '@/camera/camera-errors';

/** SPEC §2 resolutions; 1080p is the default. */
export const RESOLUTIONS = {
  '480p': { width: 640, height: 480 },
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4k': { width: 3840, height: 2160 },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;
export const DEFAULT_RESOLUTION: Resolution = '1080p';

/** Stops every track: the camera light goes off. */
export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Opens the back camera at `resolution` and plays it in `video`, or fails with a CameraError: not a secure
 * context, no stream support, or no picture within 3 s. `signal` aborts an opening the user cancelled.
 */
export async function openCamera(video: HTMLVideoElement, resolution: Resolution, signal: AbortSignal): Promise<MediaStream> {
  if (!window.isSecureContext) throw new CameraError('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  const { width, height } = RESOLUTIONS[resolution];
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: width }, height: { ideal: height } },
  });
  if (signal.aborted) {
    stopStream(stream);
    throw signal.reason;
  }
  video.srcObject = stream;
  try {
    await Promise.race([
      new Promise<void>((resolve) => {
        if (video.readyState >= 2) resolve();
        else video.addEventListener('loadeddata', () => resolve(), { once: true });
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new CameraError('timeout')), STREAM_LOAD_TIMEOUT_MS)),
    ]);
    await video.play();
  } catch (error) {
    stopStream(stream);
    video.srcObject = null;
    throw error;
  }
  return stream;
}
