import { api } from '@kelana/runtime';
import { useEffect, useState } from 'react';

import { bannerSlides, DEFAULT_SLIDES, type Promo, type SlideSets } from '@/features/home/promo-banners';

/** The carousel's slides; a failed list is logged and the default banners stay (SPEC §8). */
export function usePromoBanners(): SlideSets | null {
  const [slides, setSlides] = useState<SlideSets | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ promos: Promo[] }>('/promos', { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) console.warn('promos failed to load', result.error.message);
      const promos = result.ok && Array.isArray(result.data?.promos) ? result.data.promos : [];
      setSlides(result.ok ? bannerSlides(promos, new Date()) : DEFAULT_SLIDES);
    });
    return () => controller.abort();
  }, []);
  return slides;
}
