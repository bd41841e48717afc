import { useTranslation } from 'react-i18next';

/**
 * The hero's artwork: the three steps of the lead as a card. Decorative (the hero hides its art from
 * assistive tech) because the lead already says the same in words.
 */
export function GuideHeroSteps() {
  const { t } = useTranslation('catalog');
  const steps = t('guide.heroSteps', { returnObjects: true }) as string[];
  return (
    <div className="guide-hero-steps">
      {steps.map((step, index) => (
        <div key={step} className="guide-hero-steps__item">
          <span className="guide-hero-steps__number">{index + 1}</span>
          <span>{step}</span>
        </div>
      ))}
    </div>
  );
}
