import { BRAND } from '@kelana/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const REASONS: { id: 'qr' | 'rupiah' | 'support' | 'coverage'; icon: ReactNode }[] = [
  {
    id: 'qr',
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="3" y="3" width="7" height="7" rx="1" />
        <rect x="14" y="3" width="7" height="7" rx="1" />
        <rect x="3" y="14" width="7" height="7" rx="1" />
        <path d="M14 14h3v3M21 14v.01M14 21h.01M17.5 21H21v-3.5" />
      </svg>
    ),
  },
  {
    id: 'rupiah',
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="2" y="6" width="20" height="12" rx="2" />
        <path d="M7 9.5v5M7 9.5h2a1.5 1.5 0 0 1 0 3H7M9 12.5l1.5 2M13.5 14.5v-5h1.8a1.6 1.6 0 0 1 0 3.2h-1.8" />
      </svg>
    ),
  },
  {
    id: 'support',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
      </svg>
    ),
  },
  {
    id: 'coverage',
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
    ),
  },
];

/** Four plain reasons to buy here; shown from 768 px up only (SPEC §2 Home: desktop only). */
export function WhyChooseUs() {
  const { t } = useTranslation('catalog');
  return (
    <section className="home-section home-section--tint why-choose" aria-labelledby="why-heading">
      <div className="k-container">
        <h2 id="why-heading" className="home-section__title">
          {t('home.whyChoose.title', { brand: BRAND.name })}
        </h2>
        <ul className="why-choose__list">
          {REASONS.map((reason) => (
            <li key={reason.id} className="why-choose__item">
              <span className="why-choose__icon">{reason.icon}</span>
              <h3 className="why-choose__title">{t(`home.whyChoose.items.${reason.id}.title`)}</h3>
              <p className="why-choose__text">{t(`home.whyChoose.items.${reason.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
