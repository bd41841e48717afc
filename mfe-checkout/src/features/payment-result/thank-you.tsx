import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import type { ServerOrder } from '@/api/checkout-api';
import { OrderFacts, OrderLoading, OrdersLink, OrderUnavailable } from '@/features/payment-result/order-facts';
import { PayAgainButton } from '@/features/payment-result/pay-again-button';
import { type ServerOrderState, useServerOrder } from '@/features/payment-result/use-server-order';

type Outcome = 'received' | 'issueFailed' | 'waiting' | 'unpaid' | 'failure' | 'expired' | 'refunded';

function outcomeOf(order: ServerOrder): Outcome {
  switch (order.status) {
    case 'paid':
    case 'provesioning':
    case 'provisioned':
      return 'received';
    case 'provision_failed':
      return 'issueFailed';
    case 'awaiting_payment':
      return order.payment_method === 'gateway' ? 'waiting' : 'unpaid';
    case 'expired':
      return 'expired';
    case 'refunded':
      return 'refunded';
    default:
      return 'failure';
  }
}

const TONE: Record<Outcome, 'success' | 'pending' | 'failure'> = {
  received: 'success',
  issueFailed: 'pending',
  waiting: 'pending',
  unpaid: 'pending',
  failure: 'failure',
  expired: 'failure',
  refunded: 'failure',
};
const BADGE = { success: '✓', pending: '…', failure: '!' } as const;

/** A gateway payment whose notification has not arrived yet: asked again, a few times. */
export const awaitingGateway = (order: ServerOrder) => order.status === 'awaiting_payment' && order.payment_method === 'gateway';

/**
 * SPEC §2 Payment finish, where the payment page sends the buyer back. What it says comes from the
 * order as the store holds it; `order_id` in the address only picks which order (its `status` is the
 * provider's word, never taken as a payment).
 */
export function ThankYou() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? params.get('orderId');
  const { state, again } = useServerOrder(orderId, awaitingGateway);
  return <OrderOutcome state={state} again={again} />;
}

/** What is true of the order now: received, waiting for the provider or the buyer, or not paid. */
export function OrderOutcome({ state, again }: { state: ServerOrderState; again: () => void }) {
  const { t } = useTranslation('checkout');
  if (state.kind === 'loading') return <OrderLoading />;
  if (state.kind !== 'ready') return <OrderUnavailable missing={state.kind === 'missing'} onRetry={again} />;
  const { order } = state;
  const outcome = outcomeOf(order);
  const tone = TONE[outcome];
  const canPayAgain = Boolean(order.can_pay_again);
  const text =
    outcome === 'waiting' && state.stopped
      ? t('thankYou.waiting.stopped')
      : canPayAgain
        ? t(`thankYou.${outcome}.payAgain`)
        : t(`thankYou.${outcome}.text`);
  return (
    <section className={`payment-card payment-card--${tone}`} role={tone === 'failure' ? 'alert' : 'status'} aria-busy={state.checking}>
      <span className={`payment-badge payment-badge--${tone}`} aria-hidden="true">
        {BADGE[tone]}
      </span>
      <h2 className="payment-card__title">{t(`thankYou.${outcome}.title`)}</h2>
      <p>{text}</p>
      <OrderFacts order={order} />
      {state.checking && <p className="payment-note">{t('thankYou.waiting.checking')}</p>}
      {state.stopped && (
        <button type="button" className="k-button k-button--primary k-button--block" onClick={again}>
          {t('thankYou.waiting.again')}
        </button>
      )}
      {canPayAgain && <PayAgainButton order={order} />}
      <OrdersLink order={order} variant={tone === 'success' ? 'accent' : 'secondary'} />
      <Link className="k-button k-button--secondary k-button--block" to="/">
        {t('thankYou.home')}
      </Link>
    </section>
  );
}
