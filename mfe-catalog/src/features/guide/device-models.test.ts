import { describe, expect, it } from 'vitest';

import { DEVICE_BRANDS } from '@/features/guide/device-models';

describe('device models', () => {
  it('has the SPEC §9 counts: 21 Apple, 17 Samsung, 8 Oppo, 9 Google', () => {
    expect(DEVICE_BRANDS.map((brand) => [brand.name, brand.models.length])).toEqual([
      ['Apple', 21],
      ['Samsung', 17],
      ['Oppo', 8],
      ['Google', 9],
    ]);
  });

  it('names no model twice', () => {
    const models = DEVICE_BRANDS.flatMap((brand) => brand.models);
    expect(new Set(models).size).toBe(models.length);
  });
});
