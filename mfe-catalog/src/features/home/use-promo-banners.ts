import { api, type ApiData, type ApiResult } from '@kelana/runtime';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { bannerSlides, defaultSlides, type Promo, type SlideSets } from '@/features/home/promo-banners';

// The server's own shape, generated from its OpenAPI document.
type PromoList = ApiResult<ApiData<'list_promos'>>;

let inFlight: Promise<PromoList> | null = null;
let early: Promise<PromoList> | null = null;

/** One request at a time, shared by the mounts that ask while it is out (StrictMode mounts twice). */
function requestPromos(): Promise<PromoList> {
  inFlight ??= api.get<ApiData<'list_promos'>>('/promos').finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Starts the list once the home page's code is in, before the page renders (the shell calls the page module's
 * `prefetch`): the first banner is the largest picture of the home page, and an effect runs only once the page's
 * stylesheets have loaded. Never from a render: the request moves the loading bar, and an update while the page
 * renders in a transition makes React start that render over (the page rendered 10 to 28 times before it
 * showed, a request each time).
 */
export function prefetchPromos(): void {
  early ??= requestPromos();
}

/** The carousel's slides; a failed list is logged and the default banners stay (SPEC §8). */
export function usePromoBanners(): SlideSets | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  // null while loading; a failed list has no promos, so the default banners show.
  const [promos, setPromos] = useState<readonly Promo[] | null>(null);
  useEffect(() => {
    let mounted = true;
    // The prefetched list serves the first mount; a later visit to the home page asks again.
    const request = early ?? requestPromos();
    early = null;
    void request.then((result) => {
      if (!mounted) return;
      if (!result.ok) console.warn('promos failed to load', result.error.message);
      // A transition: the slides are drawn in slices the browser can interrupt, not in one task.
      startTransition(() => setPromos(result.ok && Array.isArray(result.data?.promos) ? result.data.promos : []));
    });
    return () => {
      mounted = false;
    };
  }, []);
  // The artwork's words are in the picture: switching the language swaps the pictures.
  return useMemo(
    () => (promos === null ? null : promos.length ? bannerSlides(promos, new Date(), language) : defaultSlides(language)),
    [promos, language],
  );
}
