import { describe, expect, it } from 'vitest';

import { controlsOf, nextZoom, NO_CONTROLS } from '@/camera/camera-controls';

describe('camera controls', () => {
  it('offers the torch and zoom only where the camera says it has them', () => {
    expect(controlsOf(undefined)).toEqual(NO_CONTROLS);
    expect(controlsOf({})).toEqual(NO_CONTROLS);
    expect(controlsOf({ getCapabilities: () => ({}) })).toEqual(NO_CONTROLS);
    expect(controlsOf({ getCapabilities: () => ({ torch: true, zoom: { min: 1, max: 4 } }) })).toEqual({
      torch: true,
      zoom: { min: 1, max: 4 },
    });
    expect(controlsOf({ getCapabilities: () => ({ zoom: { min: 1, max: 1 } }) }).zoom).toBeNull();
  });

  it('zooms a third of the range per press, clamped at both ends', () => {
    const range = { min: 1, max: 4 };
    expect(nextZoom(1, range, 1)).toBe(2);
    expect(nextZoom(3.5, range, 1)).toBe(4);
    expect(nextZoom(4, range, 1)).toBe(4);
    expect(nextZoom(1.5, range, -1)).toBe(1);
  });
});
