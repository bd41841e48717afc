import { useTranslation } from 'react-i18next';

/** SPEC §2 About: the three figures, in this order. */
export const ABOUT_STATS = ['targetYear', 'users', 'partners'] as const;

/** The figures as a description list: each big value is described by its label, which screen readers read first. */
export function AboutStats() {
  const { t } = useTranslation('catalog');
  return (
    <dl className="about-stats">
      {ABOUT_STATS.map((stat) => (
        <div key={stat} className="about-stats__item">
          <dt className="about-stats__label">{t(`about.stats.${stat}.label`)}</dt>
          <dd className="about-stats__value">{t(`about.stats.${stat}.value`)}</dd>
          <dd className="about-stats__text">{t(`about.stats.${stat}.text`)}</dd>
        </div>
      ))}
    </dl>
  );
}
