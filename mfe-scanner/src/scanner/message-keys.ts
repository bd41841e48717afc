import { cameraProblemOf } from '@/camera/camera-errors';

/** The translation key for a camera that would not open (SPEC §8 "Camera" and the browser's refusals). */
export function cameraErrorKey(error: unknown): string {
  return `scanner:camera.errors.${cameraProblemOf(error)}`;
}

/** The message when the reader could not be fetched, or failed while reading the camera's frames. */
export const READER_UNAVAILABLE_KEY = 'scanner:errors.unavailable';
