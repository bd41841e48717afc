import type { ApiSchema } from '@kelana/runtime';

export type Destination = ApiSchema<'Destination'>;

export interface SearchRegion {
  code: string;
  name_id: string;
  name_en: string;
  price: number;
}

/** One row of the results: a country (its own page or the regions covering it) or a region. */
export interface SearchResult {
  key: string;
  kind: 'country' | 'region';
  code: string;
  name: string;
  /** The starting price in IDR; 0 when nothing covers the country yet. */
  price: number;
  /** A country the store reaches only through region packages. */
  regional: boolean;
  href: string;
}

/** Lower case, accents and punctuation dropped: "Türkiye" and "turkiye", "Côte d’Ivoire" and "cote divoire" meet. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well a destination matches: -1 a name or alias is exactly the query ("usa", "arab"); 0 a name starts with it;
 * 1 a word of a name or alias does; 2 it appears inside one (3+ letters); null no match.
 */
function rank(names: readonly string[], aliases: readonly string[], needle: string): number | null {
  const normalized = names.map(normalizeName);
  const words = [...normalized, ...aliases.map(normalizeName)];
  if (words.includes(needle)) return -1;
  if (normalized.some((name) => name.startsWith(needle))) return 0;
  if (words.some((word) => word.startsWith(needle) || word.includes(` ${needle}`))) return 1;
  if (needle.length >= 3 && words.some((word) => word.includes(needle))) return 2;
  return null;
}

export const MAX_RESULTS = 8;

/** Countries and regions matching what was typed, best match first, then covered before uncovered, then by name. */
export function searchDestinations(
  destinations: readonly Destination[],
  regions: readonly SearchRegion[],
  query: string,
  language: string,
): SearchResult[] {
  const needle = normalizeName(query);
  if (!needle) return [];
  const english = language === 'en';
  // Regions and countries as one list of candidates: names, extra words, and the result each one gives.
  const candidates = [
    ...regions.map((region) => ({
      names: [region.name_id, region.name_en],
      words: [region.code],
      result: {
        key: `region-${region.code}`,
        kind: 'region' as const,
        code: region.code,
        name: english ? region.name_en : region.name_id,
        price: region.price,
        regional: false,
        href: `/region-orders/${region.code}`,
      },
    })),
    ...destinations.map((destination) => ({
      names: [destination.name_id, destination.name_en],
      words: [...destination.aliases, destination.code],
      result: {
        key: `country-${destination.code}`,
        kind: 'country' as const,
        code: destination.code,
        name: english ? destination.name_en : destination.name_id,
        price: destination.starting_price,
        regional: !destination.has_page,
        href: `/orders/${destination.code}`,
      },
    })),
  ];
  const scored: { result: SearchResult; score: number }[] = [];
  for (const candidate of candidates) {
    const score = rank(candidate.names, candidate.words, needle);
    if (score !== null) scored.push({ score, result: candidate.result });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      Number(a.result.price === 0) - Number(b.result.price === 0) ||
      a.result.name.localeCompare(b.result.name, language),
  );
  return scored.slice(0, MAX_RESULTS).map((entry) => entry.result);
}
