import { describe, expect, it } from 'vitest';

import { controlsOf, nextZoom, NO_CONTROLS } from '@/camera/camera-controls';

const switchTorch = () => Promise.resolve();
const reporting = (capabilities: object) => () => capabilities as MediaTrackCapabilities;

describe('camera controls', () => {
  it('offers the torch and zoom only where the camera says it has them', () => {
    expect(controlsOf(undefined)).toEqual(NO_CONTROLS);
    expect(controlsOf({})).toEqual(NO_CONTROLS);
    expect(controlsOf({ streamVideoCapabilitiesGet: reporting({}) })).toEqual(NO_CONTROLS);
    expect(controlsOf({ switchTorch, streamVideoCapabilitiesGet: reporting({ torch: true, zoom: { min: 1, max: 4 } }) })).toEqual({
      torch: true,
      zoom: { min: 1, max: 4 },
    });
    expect(controlsOf({ streamVideoCapabilitiesGet: reporting({ zoom: { min: 1, max: 1 } }) }).zoom).toBeNull();
  });

  it('offers the torch only when @zxing/browser can switch it and the camera reports one', () => {
    expect(controlsOf({ streamVideoCapabilitiesGet: reporting({ torch: true }) }).torch).toBe(false);
    expect(controlsOf({ switchTorch, streamVideoCapabilitiesGet: reporting({ torch: false }) }).torch).toBe(false);
  });

  it('offers nothing when the browser cannot say what the camera has', () => {
    const streamVideoCapabilitiesGet = () => {
      throw new TypeError('getCapabilities is not a function');
    };
    expect(controlsOf({ switchTorch, streamVideoCapabilitiesGet })).toEqual(NO_CONTROLS);
  });

  it('zooms a third of the range per press, clamped at both ends', () => {
    const range = { min: 1, max: 4 };
    expect(nextZoom(1, range, 1)).toBe(2);
    expect(nextZoom(3.5, range, 1)).toBe(4);
    expect(nextZoom(4, range, 1)).toBe(4);
    expect(nextZoom(1.5, range, -1)).toBe(1);
  });
});
