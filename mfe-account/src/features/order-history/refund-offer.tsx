import { Button, formatIdr } from '@kelana/runtime';
import { formatDate } from '@kelana/runtime/format-date';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Order, type RefundPayout, refundOrder } from '@/features/order-history/order-api';

const EMPTY: RefundPayout = { bank_name: '', account_number: '', account_holder: '' };
const FIELDS = [
  { name: 'bank_name', maxLength: 60, inputMode: 'text' },
  { name: 'account_number', maxLength: 34, inputMode: 'numeric' },
  { name: 'account_holder', maxLength: 100, inputMode: 'text' },
] as const;

type Step = { kind: 'offer' } | { kind: 'confirm' } | { kind: 'sending' } | { kind: 'done' };

/** An eSIM never installed, within the refund window: its buyer gets the money back here, after a confirmation
 * (and, for a cash or transfer order, the bank account to send it to). */
export function RefundOffer({ order, onRefunded }: { order: Order; onRefunded: () => void }) {
  const { t, i18n } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const [payout, setPayout] = useState<RefundPayout>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const needsAccount = order.payment_method !== 'gateway';
  const amount = formatIdr(order.final_amount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStep({ kind: 'sending' });
    setError(null);
    const result = await refundOrder(order.order_id, i18n.language, needsAccount ? payout : null);
    if (result.ok) {
      setStep({ kind: 'done' });
      onRefunded();
      return;
    }
    setStep({ kind: 'confirm' });
    setError(result.error.kind === 'http' && result.error.message ? result.error.message : t('orderHistory.refund.failed'));
  }

  if (step.kind === 'done')
    return (
      <p className="refund-offer__done" role="status">
        {t(needsAccount ? 'orderHistory.refund.doneTransfer' : 'orderHistory.refund.done', { amount })}
      </p>
    );
  return (
    <section className="refund-offer" aria-labelledby={`refund-${order.order_id}`}>
      <h3 id={`refund-${order.order_id}`}>{t('orderHistory.refund.title')}</h3>
      <p>
        {order.refund_until
          ? t('orderHistory.refund.offer', { amount, date: formatDate(order.refund_until) })
          : t('orderHistory.refund.offerLate', { amount })}
      </p>
      {step.kind === 'offer' ? (
        <Button variant="secondary" size="sm" onClick={() => setStep({ kind: 'confirm' })}>
          {t('orderHistory.refund.ask')}
        </Button>
      ) : (
        <form className="refund-offer__form" onSubmit={(event) => void submit(event)}>
          <p>{t('orderHistory.refund.confirmText')}</p>
          {needsAccount &&
            FIELDS.map((field) => (
              <div key={field.name} className="refund-offer__field">
                <label htmlFor={`refund-${field.name}`}>{t(`orderHistory.refund.${field.name}`)}</label>
                <input
                  id={`refund-${field.name}`}
                  required
                  maxLength={field.maxLength}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  value={payout[field.name]}
                  onChange={(event) => setPayout({ ...payout, [field.name]: event.target.value })}
                />
              </div>
            ))}
          {error && (
            <p className="order-detail__error" role="alert">
              {error}
            </p>
          )}
          <div className="refund-offer__actions">
            <Button type="submit" variant="primary" size="sm" busy={step.kind === 'sending'}>
              {t('orderHistory.refund.confirm', { amount })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'offer' })}>
              {t('orderHistory.refund.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
