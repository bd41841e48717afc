import type { IScannerControls } from '@zxing/browser';

/** The torch and zoom a camera offers (SPEC §2 Scanner: shown only while scanning, only if supported). */
export interface CameraControls {
  torch: boolean;
  zoom: { min: number; max: number } | null;
}

export const NO_CONTROLS: CameraControls = { torch: false, zoom: null };

/** The filter @zxing/browser's stream helpers take: every video track of the stream (the scanner opens one). */
export const EVERY_TRACK = (track: MediaStreamTrack): MediaStreamTrack[] => [track];

function zoomRangeOf(controls: IScannerControls): CameraControls['zoom'] {
  let zoom: { min?: number; max?: number } | undefined;
  try {
    zoom = (controls.streamVideoCapabilitiesGet?.(EVERY_TRACK) as { zoom?: { min?: number; max?: number } } | undefined)?.zoom;
  } catch {
    return null; // a browser without MediaStreamTrack.getCapabilities
  }
  const { min, max } = zoom ?? {};
  return typeof min === 'number' && typeof max === 'number' && max > min ? { min, max } : null;
}

/**
 * The torch where @zxing/browser's controls can switch it (it offers `switchTorch` only for a track whose
 * capabilities name a torch); zoom where the camera reports a real range.
 */
export function controlsOf(controls: IScannerControls): CameraControls {
  return { torch: typeof controls.switchTorch === 'function', zoom: zoomRangeOf(controls) };
}

/** The zoom the camera is at now, or null when it does not say. */
export function currentZoom(controls: IScannerControls): number | null {
  try {
    const zoom = (controls.streamVideoSettingsGet?.(EVERY_TRACK) as { zoom?: number } | undefined)?.zoom;
    return typeof zoom === 'number' ? zoom : null;
  } catch {
    return null;
  }
}

/** SPEC §2: each press moves a third of the zoom range, never past its ends. */
export function nextZoom(current: number, range: { min: number; max: number }, direction: 1 | -1): number {
  const step = (range.max - range.min) / 3;
  return Math.min(range.max, Math.max(range.min, current + direction * step));
}
