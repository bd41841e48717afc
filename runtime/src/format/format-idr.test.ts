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

  it('groups digits exactly as the Indonesian locale does, at every length', () => {
    const locale = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const amounts = [1, 12, 123, 1234, 12345, 123456, 1234567, 98765432, 100000000, 2 ** 53 - 1, 1e21];
    for (const amount of amounts) expect(formatIdr(amount)).toBe(`Rp. ${locale.format(amount)}`);
  });
});
