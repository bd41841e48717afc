import { describe, expect, it } from 'vitest';

import { destinationHref } from '@/features/home/destinations';
import { scrollStep } from '@/features/home/scroll-step';
import { visibleCount } from '@/features/home/show-more';

describe('destination links', () => {
  it('sends a country to its order page and a region to its region page', () => {
    expect(destinationHref({ code: 'JP', kind: 'country' })).toBe('/orders/JP');
    expect(destinationHref({ code: 'EU', kind: 'region' })).toBe('/region-orders/EU');
  });
});

describe('grid and scroller sizes', () => {
  it('shows 6 (home) or 9 (orders) cards, then all', () => {
    expect(visibleCount(8, 6, false)).toBe(6);
    expect(visibleCount(8, 6, true)).toBe(8);
    expect(visibleCount(12, 9, false)).toBe(9);
    expect(visibleCount(4, 9, false)).toBe(4);
  });

  it('scrolls 280 px under 768 px wide, else 320 px', () => {
    expect(scrollStep(390)).toBe(280);
    expect(scrollStep(767)).toBe(280);
    expect(scrollStep(768)).toBe(320);
  });
});
