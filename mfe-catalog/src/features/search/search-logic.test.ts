import { describe, expect, it } from 'vitest';

import { type Destination, normalizeName, searchDestinations } from '@/features/search/search-logic';

const country = (code: string, name_id: string, name_en: string, starting_price: number, has_page = false, aliases: string[] = []): Destination => ({
  code,
  name_id,
  name_en,
  starting_price,
  has_page,
  aliases,
});

const DESTINATIONS = [
  country('JP', 'Jepang', 'Japan', 80000, true, ['Tokyo']),
  country('SA', 'Arab Saudi', 'Saudi Arabia', 135000, false, ['Arab', 'Umrah', 'Mekkah']),
  country('AE', 'Uni Emirat Arab', 'United Arab Emirates', 135000, false, ['UAE', 'Dubai']),
  country('TR', 'Turki', 'Türkiye', 120000, false, ['Turkey']),
  country('CI', 'Côte d’Ivoire', 'Côte d’Ivoire', 250000),
  country('KP', 'Korea Utara', 'North Korea', 0, false, ['Korut']),
  country('KR', 'Korea Selatan', 'South Korea', 55000, true, ['Korsel', 'Korea']),
];
const REGIONS = [{ code: 'EU', name_id: 'Eropa', name_en: 'Europe', price: 120000 }];

const names = (query: string, language = 'id') => searchDestinations(DESTINATIONS, REGIONS, query, language).map((r) => r.name);

describe('destination search', () => {
  it('ignores case, accents and apostrophes', () => {
    expect(normalizeName('  Côte d’Ivoire ')).toBe('cote divoire');
    expect(names('turkiye')).toEqual(['Turki']);
    expect(names('COTE')).toEqual(['Côte d’Ivoire']);
  });

  it('finds a country by its other names and by the trips people take there', () => {
    expect(names('umrah')).toEqual(['Arab Saudi']);
    expect(names('uae')).toEqual(['Uni Emirat Arab']);
    expect(names('korsel')).toEqual(['Korea Selatan']);
    expect(names('japan', 'en')).toEqual(['Japan']);
  });

  it('puts names that start with the query first, then covered countries before uncovered ones', () => {
    expect(names('arab')).toEqual(['Arab Saudi', 'Uni Emirat Arab']);
    expect(names('korea')).toEqual(['Korea Selatan', 'Korea Utara']);
  });

  it('links a country to its page, marks regional-only ones, and finds regions in either language', () => {
    const [saudi] = searchDestinations(DESTINATIONS, REGIONS, 'saudi', 'id');
    expect(saudi).toMatchObject({ href: '/orders/SA', regional: true, price: 135000 });
    const [europe] = searchDestinations(DESTINATIONS, REGIONS, 'europe', 'id');
    expect(europe).toMatchObject({ name: 'Eropa', kind: 'region', href: '/region-orders/EU' });
  });

  it('gives nothing for an empty or unknown query', () => {
    expect(names('   ')).toEqual([]);
    expect(names('zzz')).toEqual([]);
  });
});

describe('exact words first', () => {
  it('puts a country whose alias is exactly the query before names that merely start with it', () => {
    const list = [country('UA', 'Ukraina', 'Ukraine', 250000), country('GB', 'Inggris Raya', 'United Kingdom', 120000, false, ['UK'])];
    expect(searchDestinations(list, [], 'uk', 'id').map((r) => r.code)).toEqual(['GB', 'UA']);
  });
});
