import { HomeContent } from '@/features/home/home-content';

/** /: banners, hero, destination search, popular destinations, region/country tabs, special package, why choose us, app (SPEC §2 Home). */
export function HomePage() {
  return <HomeContent />;
}
