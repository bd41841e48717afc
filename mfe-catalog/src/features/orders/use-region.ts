import { api } from '@kelana/runtime';
import { useEffect, useState } from 'react';

/** A region as GET /api/regions lists it (SPEC §3 Region, plus the countries it covers). */
export interface RegionEntry {
  code: string;
  name_en: string;
  name_id: string;
  available: boolean;
  price: number;
  countries?: string[];
}

export type RegionState =
  | { status: 'loading' }
  | { status: 'found'; region: RegionEntry }
  /** The list loaded and has no such code: the page says so (404). */
  | { status: 'missing' }
  /** The list failed (logged, SPEC §8): the page goes on with the code alone. */
  | { status: 'unknown' };

export function findRegion(regions: readonly RegionEntry[], code: string): RegionEntry | undefined {
  const wanted = code.toUpperCase();
  return regions.find((region) => region.code.toUpperCase() === wanted);
}

/** The region of the page's code, from the regions list (names in Indonesian and English). With `enabled` false
 * nothing is asked and the state stays `unknown`. */
export function useRegion(code: string, enabled = true): RegionState {
  const [state, setState] = useState<RegionState>(enabled ? { status: 'loading' } : { status: 'unknown' });
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'unknown' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.get<RegionEntry[]>('/regions', { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok || !Array.isArray(result.data)) {
        console.warn('regions failed to load', result.ok ? 'not a list' : result.error.message);
        setState({ status: 'unknown' });
        return;
      }
      const region = findRegion(result.data, code);
      setState(region ? { status: 'found', region } : { status: 'missing' });
    });
    return () => controller.abort();
  }, [code, enabled]);
  return state;
}
