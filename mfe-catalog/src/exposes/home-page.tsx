import { HomeContent } from '@/features/home/home-content';

// The shell calls it once this page's code is in: the page's lists are on their way before the page renders.
export { prefetchHomeLists as prefetch } from '@/features/home/home-requests';

/** /: banners, hero, destination search, popular destinations, region/country tabs, special package, why choose us, app (SPEC §2 Home). */
export function HomePage() {
  return <HomeContent />;
}
