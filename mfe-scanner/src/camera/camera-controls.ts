import type { IScannerControls } from '@zxing/browser';

/** The torch and zoom a camera offers (SPEC §2 Scanner: shown only while scanning, only if supported). */
export interface CameraControls {
  torch: boolean;
  zoom: { min: number; max: number } | null;
}

export const NO_CONTROLS: CameraControls = { torch: false, zoom: null };

/** What of @zxing/browser's scanner controls this file reads. */
export type ScannerControls = Pick<IScannerControls, 'switchTorch' | 'streamVideoCapabilitiesGet'>;

type Capabilities = MediaTrackCapabilities & { torch?: boolean; zoom?: { min?: number; max?: number } };

/** The filter @zxing/browser's stream helpers take: every video track of the stream (the scanner opens one). */
export const EVERY_TRACK = (track: MediaStreamTrack): MediaStreamTrack[] => [track];

function capabilitiesOf(controls: ScannerControls): Capabilities | undefined {
  try {
    return controls.streamVideoCapabilitiesGet?.(EVERY_TRACK) as Capabilities | undefined;
  } catch {
    return undefined; // a browser without MediaStreamTrack.getCapabilities offers neither
  }
}

/**
 * The torch where @zxing/browser offers `switchTorch` and the camera says it has one; zoom where the camera
 * reports a real range.
 */
export function controlsOf(controls: ScannerControls | undefined): CameraControls {
  if (!controls) return NO_CONTROLS;
  const capabilities = capabilitiesOf(controls);
  if (!capabilities) return NO_CONTROLS;
  const { min, max } = capabilities.zoom ?? {};
  const zoom = typeof min === 'number' && typeof max === 'number' && max > min ? { min, max } : null;
  return { torch: typeof controls.switchTorch === 'function' && capabilities.torch === true, zoom };
}

/** SPEC §2: each press moves a third of the zoom range, never past its ends. */
export function nextZoom(current: number, range: { min: number; max: number }, direction: 1 | -1): number {
  const step = (range.max - range.min) / 3;
  return Math.min(range.max, Math.max(range.min, current + direction * step));
}
