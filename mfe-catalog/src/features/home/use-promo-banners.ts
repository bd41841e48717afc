import { api, type ApiData, type ApiResult } from '@kelana/runtime';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { bannerSlides, defaultSlides, type Promo, type SlideSets } from '@/features/home/promo-banners';

// The server's own shape, generated from its OpenAPI document.
type PromoList = ApiResult<ApiData<'list_promos'>>;

let inFlight: Promise<PromoList> | null = null;

/** One request at a time, shared by the mounts that ask while it is out (StrictMode mounts twice). */
function requestPromos(): Promise<PromoList> {
  inFlight ??= api.get<ApiData<'list_promos'>>('/promos').finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The carousel's slides; a failed list is logged and the default banners stay (SPEC §8).
 * The request starts while the page renders, not in an effect: an effect runs only once the page's
 * stylesheets have loaded, and the first banner is the largest picture of the home page.
 */
export function usePromoBanners(): SlideSets | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const [request] = useState(requestPromos);
  // null while loading; a failed list has no promos, so the default banners show.
  const [promos, setPromos] = useState<readonly Promo[] | null>(null);
  useEffect(() => {
    let mounted = true;
    void request.then((result) => {
      if (!mounted) return;
      if (!result.ok) console.warn('promos failed to load', result.error.message);
      setPromos(result.ok && Array.isArray(result.data?.promos) ? result.data.promos : []);
    });
    return () => {
      mounted = false;
    };
  }, [request]);
  // The artwork's words are in the picture: switching the language swaps the pictures.
  return useMemo(
    () => (promos === null ? null : promos.length ? bannerSlides(promos, new Date(), language) : defaultSlides(language)),
    [promos, language],
  );
}
