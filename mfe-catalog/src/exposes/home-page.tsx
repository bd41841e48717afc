import { HomeContent } from '@/features/home/home-content';

// The shell calls it once this page's code is in: the banners' list is on its way before the page renders.
export { prefetchPromos as prefetch } from '@/features/home/use-promo-banners';

/** /: banners, hero, destination search, popular destinations, region/country tabs, special package, why choose us, app (SPEC §2 Home). */
export function HomePage() {
  return <HomeContent />;
}
