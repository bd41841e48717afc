import type { Language } from '@kelana/runtime';

/** SPEC §9: the eight fixed countries, in the order the store shows them, with their starting prices. */
export const SPEC_COUNTRIES = [
  { code: 'HK', name_id: 'Hongkong', name_en: 'Hong Kong', starting_price: 50000 },
  { code: 'TW', name_id: 'Taiwan', name_en: 'Taiwan', starting_price: 55000 },
  { code: 'MY', name_id: 'Malaysia', name_en: 'Malaysia', starting_price: 55000 },
  { code: 'KR', name_id: 'Korea Selatan', name_en: 'South Korea', starting_price: 55000 },
  { code: 'TH', name_id: 'Thailand', name_en: 'Thailand', starting_price: 55000 },
  { code: 'SG', name_id: 'Singapura', name_en: 'Singapore', starting_price: 55000 },
  { code: 'JP', name_id: 'Jepang', name_en: 'Japan', starting_price: 80000 },
  { code: 'ID', name_id: 'Indonesia', name_en: 'Indonesia', starting_price: 31500 },
] as const;

export interface Country {
  code: string;
  name_id: string;
  name_en: string;
  starting_price: number;
}

export interface Region {
  code: string;
  name_en: string;
  name_id: string;
  available: boolean;
  price: number;
}

/** One searchable, linkable destination: a country (/orders) or a region (/region-orders). */
export interface Destination {
  code: string;
  name: string;
  price: number;
  kind: 'country' | 'region';
}

export function localName(entry: { name_id: string; name_en: string }, language: string): string {
  return (language as Language) === 'en' ? entry.name_en : entry.name_id;
}

export function destinationHref(destination: Pick<Destination, 'code' | 'kind'>): string {
  return destination.kind === 'region' ? `/region-orders/${destination.code}` : `/orders/${destination.code}`;
}
