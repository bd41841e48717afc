import { startTransition, useEffect, useState } from 'react';

import { type Country, type Region, SPEC_COUNTRIES } from '@/features/home/destinations';
import { homeList } from '@/features/home/home-requests';

export interface DestinationsState {
  countries: Country[];
  regions: Region[];
  loading: boolean;
}

/** Countries and regions for the home page; a failed list is logged and falls back (SPEC §8). */
export function useDestinations(): DestinationsState {
  const [state, setState] = useState<DestinationsState>({ countries: [...SPEC_COUNTRIES], regions: [], loading: true });
  useEffect(() => {
    let mounted = true;
    void Promise.all([homeList<Country[]>('/countries'), homeList<Region[]>('/regions')]).then(([countries, regions]) => {
      if (!mounted) return;
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
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
