import { useTranslation } from 'react-i18next';

import { type Step, STEPS } from '@/features/checkout/checkout-model';

/** The four steps, the current one marked for assistive technology too. */
export function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation('checkout');
  return (
    <ol className="checkout-steps" aria-label={t('steps.label')}>
      {STEPS.map((candidate) => (
        <li
          key={candidate}
          className={[
            'checkout-steps__item',
            candidate === step && 'checkout-steps__item--current',
            candidate < step && 'checkout-steps__item--done',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={candidate === step ? 'step' : undefined}
        >
          <span className="checkout-steps__number" aria-hidden="true">
            {candidate}
          </span>
          <span className="checkout-steps__name">{t(`steps.${candidate}`)}</span>
        </li>
      ))}
    </ol>
  );
}
