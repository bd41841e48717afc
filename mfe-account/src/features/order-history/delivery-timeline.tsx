import { formatIdr } from '@kelana/runtime';
import { formatDate } from '@kelana/runtime/format-date';
import { useTranslation } from 'react-i18next';

import type { Delivery, DeliveryStep } from '@/features/order-history/order-api';

const STEPS: readonly DeliveryStep[] = ['packed', 'shipped', 'delivered'];

/** A SIM card sent to an address: its fee, the expected days, and the steps so far with their dates (courier and tracking number once shipped). */
export function DeliveryTimeline({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('account');
  const taken = new Map(delivery.steps.map((entry) => [entry.step, entry.at]));
  return (
    <section className="delivery-timeline" aria-labelledby="delivery-timeline-title">
      <h3 id="delivery-timeline-title" className="delivery-timeline__title">
        {t('orderHistory.delivery.title')}
      </h3>
      <p className="delivery-timeline__meta">
        {t('orderHistory.delivery.fee', { fee: formatIdr(delivery.fee) })}
        {delivery.days ? ` · ${t('orderHistory.delivery.days', { count: delivery.days })}` : ''}
      </p>
      <ol className="delivery-timeline__steps">
        {STEPS.map((step) => {
          const at = taken.get(step);
          return (
            <li key={step} className={`delivery-timeline__step${at ? ' delivery-timeline__step--done' : ''}`}>
              <span className="delivery-timeline__name">{t(`orderHistory.delivery.step.${step}`)}</span>
              <span className="delivery-timeline__date">{at ? formatDate(at) : t('orderHistory.delivery.notYet')}</span>
              {step === 'shipped' && at && delivery.tracking_number && (
                <span className="delivery-timeline__tracking">
                  {t('orderHistory.delivery.courier', { courier: delivery.courier ?? '' })} ·{' '}
                  {t('orderHistory.delivery.tracking')}{' '}
                  <span className="order-card__mono">{delivery.tracking_number}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
