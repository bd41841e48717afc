import { type ApiData } from '@kelana/runtime';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { homeList } from '@/features/home/home-requests';
import { bannerSlides, defaultSlides, type Promo, type SlideSets } from '@/features/home/promo-banners';

/** The carousel's slides; a failed list is logged and the default banners stay (SPEC §8). */
export function usePromoBanners(): SlideSets | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  // null while loading; a failed list has no promos, so the default banners show.
  const [promos, setPromos] = useState<readonly Promo[] | null>(null);
  useEffect(() => {
    let mounted = true;
    // The server's own shape, generated from its OpenAPI document.
    void homeList<ApiData<'list_promos'>>('/promos').then((result) => {
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
