import { cameraProblemOf } from '@/camera/camera-errors';

/**
 * The translation key of the message a person sees when detection fails. The detector's errors are told
 * apart by their DOMException name (SPEC §8), never by their English text.
 */
export function detectorErrorKey(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'SecurityError') return 'scanner:errors.taintedSource';
  if (name === 'InvalidStateError') return 'scanner:errors.invalidSource';
  if (error instanceof TypeError) return 'scanner:errors.invalidFormats';
  return 'scanner:errors.unavailable';
}

/** The translation key for a camera that would not open (SPEC §8 "Camera" and the browser's refusals). */
export function cameraErrorKey(error: unknown): string {
  return `scanner:camera.errors.${cameraProblemOf(error)}`;
}
