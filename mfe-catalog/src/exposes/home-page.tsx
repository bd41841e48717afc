import { HomeContent } from '@/features/home/home-content';

/** /: hero, destination search, popular destinations and the region/country tabs (SPEC §2 Home). */
export function HomePage() {
  return <HomeContent />;
}
