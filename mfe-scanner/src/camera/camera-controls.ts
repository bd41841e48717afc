/** The torch and zoom a camera offers (SPEC §2 Scanner: shown only while scanning, only if supported). */
export interface CameraControls {
  torch: boolean;
  zoom: { min: number; max: number } | null;
}

export const NO_CONTROLS: CameraControls = { torch: false, zoom: null };

interface TrackLike {
  getCapabilities?: () => MediaTrackCapabilities & { torch?: boolean; zoom?: { min?: number; max?: number } };
}

export function controlsOf(track: TrackLike | undefined): CameraControls {
  const capabilities = track?.getCapabilities?.();
  if (!capabilities) return NO_CONTROLS;
  const { min, max } = capabilities.zoom ?? {};
  const zoom = typeof min === 'number' && typeof max === 'number' && max > min ? { min, max } : null;
  return { torch: capabilities.torch === true, zoom };
}

/** SPEC §2: each press moves a third of the zoom range, never past its ends. */
export function nextZoom(current: number, range: { min: number; max: number }, direction: 1 | -1): number {
  const step = (range.max - range.min) / 3;
  return Math.min(range.max, Math.max(range.min, current + direction * step));
}
