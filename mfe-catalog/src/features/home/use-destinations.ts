import { api } from '@kelana/runtime';
import { startTransition, useEffect, useState } from 'react';

import { type Country, type Region, SPEC_COUNTRIES } from '@/features/home/destinations';

export interface DestinationsState {
  countries: Country[];
  regions: Region[];
  loading: boolean;
}

/** Countries and regions for the home page; a failed list is logged and falls back (SPEC §8). */
export function useDestinations(): DestinationsState {
  const [state, setState] = useState<DestinationsState>({ countries: [...SPEC_COUNTRIES], regions: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      api.get<Country[]>('/countries', { signal: controller.signal }),
      api.get<Region[]>('/regions', { signal: controller.signal }),
    ]).then(([countries, regions]) => {
      if (controller.signal.aborted) return;
      if (!countries.ok) console.warn('countries failed to load', countries.error.message);
      if (!regions.ok) console.warn('regions failed to load', regions.error.message);
      // A transition: the lists below the first screen are drawn in slices the browser can interrupt, not in one task.
      startTransition(() =>
        setState({
          countries: countries.ok && Array.isArray(countries.data) && countries.data.length > 0 ? countries.data : [...SPEC_COUNTRIES],
          regions: regions.ok && Array.isArray(regions.data) ? regions.data.filter((region) => region.available) : [],
          loading: false,
        }),
      );
    });
    return () => controller.abort();
  }, []);
  return state;
}
