import { api } from '@kelana/runtime';
import { useCallback, useEffect, useState } from 'react';

import type { Country } from '@/features/home/public';
import { allowedCountries, isUnknownPromo, looksLikeCode } from '@/features/promo/promo-flow';

export type PromoCountriesState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error' }
  | { status: 'ready'; countries: Country[] };

/** GET /api/promos/countries?code=: the countries this promo allows; an unknown code is the invalid-promo state. */
export function usePromoCountries(code: string): { state: PromoCountriesState; retry: () => void } {
  const [state, setState] = useState<PromoCountriesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!looksLikeCode(code)) return setState({ status: 'invalid' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<{ countries: { code: string }[] }>('/promos/countries', { query: { code }, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return setState({ status: 'ready', countries: allowedCountries(result.data?.countries ?? []) });
        if (result.error.kind === 'aborted') return;
        setState({ status: isUnknownPromo(result.error) ? 'invalid' : 'error' });
      });
    return () => controller.abort();
  }, [code, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
