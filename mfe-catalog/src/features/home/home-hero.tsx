import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { VideoHighlight } from '@/features/home/video-highlight';

// The highlight card shows no data: the search's lists arriving leave it as it is.
const Highlight = memo(VideoHighlight);

/** The page's one <h1>, its subtitle and description, the destination search (inside the first screen) and the
 * highlight card. */
export function HomeHero({ search }: { search: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="home-hero">
      <div className="k-container home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__subtitle">{t('home.subtitle')}</p>
          <h1 className="home-hero__title">{t('home.title')}</h1>
          <p className="home-hero__description">{t('home.description')}</p>
          {search}
        </div>
        <Highlight />
      </div>
    </section>
  );
}
