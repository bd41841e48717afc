import { AboutContent } from '@/features/about/about-content';

/** /tentang: who we are and the SPEC §2 figures (target year 2025, 4 million+ users, 180+ partnerships). */
export function AboutPage() {
  return <AboutContent />;
}
