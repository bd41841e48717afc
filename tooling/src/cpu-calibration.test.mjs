import { describe, expect, it } from 'vitest';

import { cpuSlowdownFor, hostTooSlow } from './cpu-calibration.mjs';

describe('the CPU slowdown for a host', () => {
  it("follows Lighthouse's calibration points", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('is continuous where the pieces meet and grows with the host', () => {
    expect(cpuSlowdownFor(1299.99)).toBeCloseTo(cpuSlowdownFor(1300), 3);
    expect(cpuSlowdownFor(799.99)).toBeCloseTo(cpuSlowdownFor(800), 3);
    const indexes = [160, 400, 799, 801, 1000, 1299, 1301, 2000, 3000];
    const multipliers = indexes.map(cpuSlowdownFor);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
  });

  it('gives no slowdown to a host slower than the phone, and nothing for a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(hostTooSlow(100)).toBe(true);
    expect(hostTooSlow(900)).toBe(false);
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
    expect(cpuSlowdownFor(0)).toBeNull();
  });
});
