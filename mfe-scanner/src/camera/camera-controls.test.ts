import type { IScannerControls } from '@zxing/browser';
import { describe, expect, it } from 'vitest';

import { controlsOf, currentZoom, nextZoom, NO_CONTROLS } from '@/camera/camera-controls';

const stop = () => undefined;
const switchTorch = () => Promise.resolve();
const reporting = (capabilities: object) => () => capabilities as MediaTrackCapabilities;

describe('camera controls', () => {
  it('offers the torch where @zxing/browser can switch it, and zoom where the camera reports a range', () => {
    expect(controlsOf({ stop })).toEqual(NO_CONTROLS);
    expect(controlsOf({ stop, streamVideoCapabilitiesGet: reporting({}) })).toEqual(NO_CONTROLS);
    expect(controlsOf({ stop, switchTorch, streamVideoCapabilitiesGet: reporting({ torch: true, zoom: { min: 1, max: 4 } }) })).toEqual({
      torch: true,
      zoom: { min: 1, max: 4 },
    });
    expect(controlsOf({ stop, streamVideoCapabilitiesGet: reporting({ torch: true }) }).torch).toBe(false);
    expect(controlsOf({ stop, streamVideoCapabilitiesGet: reporting({ zoom: { min: 1, max: 1 } }) }).zoom).toBeNull();
  });

  it('offers no zoom when the browser cannot say what the camera has', () => {
    const failing: IScannerControls = {
      stop,
      switchTorch,
      streamVideoCapabilitiesGet: () => {
        throw new TypeError('getCapabilities is not a function');
      },
      streamVideoSettingsGet: () => {
        throw new TypeError('getSettings is not a function');
      },
    };
    expect(controlsOf(failing)).toEqual({ torch: true, zoom: null });
    expect(currentZoom(failing)).toBeNull();
    expect(currentZoom({ stop, streamVideoSettingsGet: () => ({ zoom: 2 }) as MediaTrackSettings })).toBe(2);
  });

  it('zooms a third of the range per press, clamped at both ends', () => {
    const range = { min: 1, max: 4 };
    expect(nextZoom(1, range, 1)).toBe(2);
    expect(nextZoom(3.5, range, 1)).toBe(4);
    expect(nextZoom(4, range, 1)).toBe(4);
    expect(nextZoom(1.5, range, -1)).toBe(1);
  });
});
