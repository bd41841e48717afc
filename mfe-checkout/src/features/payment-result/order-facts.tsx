import { formatIdr } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ServerOrder, ServerOrderStatus } from '@/api/checkout-api';

/** SPEC §2 Order history's tabs, and the one each state is listed under (failed ones share a tab). */
const TAB_OF: Record<ServerOrderStatus, string> = {
  awaiting_payment: 'awaiting_payment',
  paid: 'paid',
  payment_failed: 'payment_failed',
  provision_failed: 'payment_failed',
  expired: 'payment_failed',
  refunded: 'payment_failed',
  provisioned: 'provisioned',
  provesioning: 'provesioning',
};

/** The order history opened on the tab where this order is (the history looks again when it loads). */
export const ordersPageOf = (order: ServerOrder) =>
  `/riwayat-order?${new URLSearchParams({ tab: TAB_OF[order.status], orderId: order.order_id })}`;

/** Paid, whatever happened after: the money is the store's. */
export const PAID_STATES: readonly ServerOrderStatus[] = ['paid', 'provesioning', 'provisioned', 'provision_failed'];

/** The product as it was bought, in the buyer's language. */
export function useProductName(order: ServerOrder): string {
  const { i18n } = useTranslation();
  const line = order.order_details[0];
  if (!line) return '-';
  return i18n.language.startsWith('en') ? line.name_en || line.name : line.name;
}

/** What the store holds of the order: its number, product, amount and state. */
export function OrderFacts({ order, amountLabel }: { order: ServerOrder; amountLabel?: string }) {
  const { t } = useTranslation('checkout');
  const product = useProductName(order);
  return (
    <dl className="payment-facts">
      <div>
        <dt>{t('paymentResponse.orderId')}</dt>
        <dd className="payment-facts__mono">{order.order_id}</dd>
      </div>
      <div>
        <dt>{t('paymentResponse.product')}</dt>
        <dd>{product}</dd>
      </div>
      <div>
        <dt>{amountLabel ?? t('result.total')}</dt>
        <dd className="payment-facts__amount">{formatIdr(order.final_amount)}</dd>
      </div>
      <div>
        <dt>{t('result.state')}</dt>
        <dd>{t(`result.status.${order.status}`)}</dd>
      </div>
    </dl>
  );
}

/** "See my orders", on the tab where this order is now. */
export function OrdersLink({ order, variant = 'accent' }: { order: ServerOrder; variant?: 'accent' | 'secondary' }) {
  const { t } = useTranslation('checkout');
  return (
    <Link className={`k-button k-button--${variant} k-button--block`} to={ordersPageOf(order)}>
      {t('thankYou.orders')}
    </Link>
  );
}

/** The order could not be read: not this user's, not there, or the store did not answer. */
export function OrderUnavailable({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="payment-card payment-card--failure" role="alert">
      <h2 className="payment-card__title">{t(missing ? 'result.missing.title' : 'result.failed.title')}</h2>
      <p>{t(missing ? 'result.missing.text' : 'result.failed.text')}</p>
      {!missing && (
        <button type="button" className="k-button k-button--primary k-button--block" onClick={onRetry}>
          {t('result.retry')}
        </button>
      )}
      <Link className="k-button k-button--secondary k-button--block" to="/riwayat-order">
        {t('result.allOrders')}
      </Link>
    </section>
  );
}

export function OrderLoading() {
  const { t } = useTranslation('checkout');
  return (
    <section className="payment-card" aria-busy="true">
      <p role="status">{t('result.loading')}</p>
    </section>
  );
}
