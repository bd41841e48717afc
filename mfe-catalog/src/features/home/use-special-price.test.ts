import { describe, expect, it } from 'vitest';

import { cheapestIdr } from '@/features/home/use-special-price';

describe('special package starting price', () => {
  it('is the cheapest IDR price, ignoring products without one', () => {
    const idr = (amount: number) => ({ price: [{ currency: 'IDR', amount }] });
    expect(cheapestIdr([idr(245000), idr(99000), { price: [{ currency: 'USD', amount: 5 }] }])).toBe(99000);
    expect(cheapestIdr([])).toBeNull();
  });
});
