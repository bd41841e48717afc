import { describe, expect, it } from 'vitest';

import { formatIdr } from './format-idr';

describe('formatIdr', () => {
  it('writes Rupiah the store way: Rp. prefix, dot grouping, no decimals', () => {
    expect(formatIdr(50000)).toBe('Rp. 50.000');
    expect(formatIdr(31500)).toBe('Rp. 31.500');
    expect(formatIdr(1250000)).toBe('Rp. 1.250.000');
    expect(formatIdr(0)).toBe('Rp. 0');
  });

  it('rounds to whole Rupiah and keeps the sign in front', () => {
    expect(formatIdr(999.6)).toBe('Rp. 1.000');
    expect(formatIdr(-5000)).toBe('-Rp. 5.000');
  });
});
