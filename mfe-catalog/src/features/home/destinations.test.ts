import { describe, expect, it } from 'vitest';

import { destinationHref, filterDestinations, SPEC_COUNTRIES } from '@/features/home/destinations';
import { scrollStep } from '@/features/home/scroll-step';
import { visibleCount } from '@/features/home/show-more';

const REGIONS = [
  { code: 'ASIA', name_id: 'Asia', name_en: 'Asia', available: true, price: 90000 },
  { code: 'EU', name_id: 'Eropa', name_en: 'Europe', available: true, price: 120000 },
  { code: 'SA', name_id: 'Amerika Selatan', name_en: 'South America', available: false, price: 150000 },
];

describe('destination search', () => {
  it('finds countries by part of the name, any case', () => {
    const found = filterDestinations(SPEC_COUNTRIES, REGIONS, 'jEP', 'id');
    expect(found).toEqual([{ code: 'JP', name: 'Jepang', price: 80000, kind: 'country' }]);
    expect(destinationHref(found[0])).toBe('/orders/JP');
  });

  it('finds available regions, in either language, and links them to their region page', () => {
    const found = filterDestinations(SPEC_COUNTRIES, REGIONS, 'europe', 'id');
    expect(found.map((d) => d.name)).toEqual(['Eropa']);
    expect(destinationHref(found[0])).toBe('/region-orders/EU');
  });

  it('skips unavailable regions and gives nothing for an empty or unknown query', () => {
    expect(filterDestinations(SPEC_COUNTRIES, REGIONS, 'amerika', 'id')).toEqual([]);
    expect(filterDestinations(SPEC_COUNTRIES, REGIONS, '  ', 'id')).toEqual([]);
    expect(filterDestinations(SPEC_COUNTRIES, REGIONS, 'zzz', 'id')).toEqual([]);
  });

  it('names results in the current language', () => {
    expect(filterDestinations(SPEC_COUNTRIES, REGIONS, 'korea', 'en')[0].name).toBe('South Korea');
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
