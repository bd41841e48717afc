import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import { GlobeIllustration } from '@/features/about/globe-illustration';
import { AboutStats } from '@/features/about/about-stats';
import aboutCss from '@/features/about/about.css?url';

const VALUES = ['coverage', 'price', 'support'] as const;

export function AboutContent() {
  const { t } = useTranslation('catalog');
  const story = t('about.story', { returnObjects: true }) as string[];
  return (
    <>
      <Stylesheet href={aboutCss} />
      <ContentHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} art={<GlobeIllustration />} />

      <section className="content-section" aria-labelledby="about-stats-heading">
        <div className="k-container">
          <h2 id="about-stats-heading" className="content-section__title">
            {t('about.statsHeading')}
          </h2>
          <AboutStats />
        </div>
      </section>

      <section className="content-section about-story" aria-labelledby="about-story-heading">
        <div className="k-container about-story__inner">
          <h2 id="about-story-heading" className="content-section__title">
            {t('about.storyHeading')}
          </h2>
          <div className="about-story__text">
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="content-section" aria-labelledby="about-values-heading">
        <div className="k-container">
          <h2 id="about-values-heading" className="content-section__title">
            {t('about.valuesHeading')}
          </h2>
          <ul className="about-values">
            {VALUES.map((value) => (
              <li key={value} className="content-card">
                <h3 className="about-values__title">{t(`about.values.${value}.title`)}</h3>
                <p className="about-values__text">{t(`about.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="about-cta">
            <Link className="k-button k-button--accent k-button--md" to="/panduan">
              {t('about.cta')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
