import { formatIdr } from '@kelana/runtime';
import { formatDate } from '@kelana/runtime/format-date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { InstallFacts, Order } from '@/features/order-history/order-api';
import { canActivate, canTopUp, installStateText, lineName, shortOrderNumber, statusTone } from '@/features/order-history/order-status';

interface OrderCardProps {
  order: Order;
  paying: boolean;
  onDetails: (order: Order) => void;
  onActivate: (order: Order) => void;
  onPay: (order: Order) => void;
  onPayAgain: (order: Order) => void;
  onTopUp: (order: Order) => void;
  toppingUp?: boolean;
  /** The eSIM's install state, when this order sold one. */
  install?: InstallFacts | undefined;
}

/**
 * SPEC §2: product name, date, type, last 12 characters of the order number, total, status, actions. The server draws
 * the same card before the scripts (modules/web/order_history_screen.py); `data-order` and `data-order-action` name
 * the button a press on its copy is carried over to.
 */
export function OrderCard({ order, paying, onDetails, onActivate, onPay, onPayAgain, onTopUp, toppingUp = false, install }: OrderCardProps) {
  const { t, i18n } = useTranslation('account');
  const line = order.order_details[0];
  return (
    <article className="order-card" aria-labelledby={`order-${order.order_id}`} data-order={order.order_id}>
      <header className="order-card__head">
        <h3 id={`order-${order.order_id}`} className="order-card__name">
          {line ? lineName(line, i18n.language) : t('orderHistory.unknownProduct')}
        </h3>
        <span className={`order-status order-status--${statusTone(order.status)}`}>{t(`orderHistory.status.${order.status}`)}</span>
      </header>
      <dl className="order-card__facts">
        <div>
          <dt>{t('orderHistory.date')}</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.type')}</dt>
          <dd>{line ? t(`orderHistory.productType.${line.type}`) : '-'}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.orderNumber')}</dt>
          <dd className="order-card__mono">{shortOrderNumber(order.order_id)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.total')}</dt>
          <dd className="order-card__total">{formatIdr(order.final_amount)}</dd>
        </div>
        {install && order.status === 'provisioned' && (
          <div>
            <dt>{t('orderHistory.install.label')}</dt>
            <dd className={`order-install order-install--${install.state}`}>{installStateText(t, install)}</dd>
          </div>
        )}
      </dl>
      <div className="order-card__actions">
        <button type="button" className="k-button k-button--secondary k-button--sm" data-order-action="details" onClick={() => onDetails(order)}>
          {t('orderHistory.details')}
        </button>
        {order.status === 'awaiting_payment' && (
          <button type="button" className="k-button k-button--accent k-button--sm" disabled={paying} data-order-action="pay" onClick={() => onPay(order)}>
            {t('orderHistory.payNow')}
          </button>
        )}
        {order.can_pay_again && (
          <button type="button" className="k-button k-button--accent k-button--sm" disabled={paying} data-order-action="payAgain" onClick={() => onPayAgain(order)}>
            {paying ? t('orderHistory.payingAgain') : t('orderHistory.payAgain')}
          </button>
        )}
        {canActivate(order) && (
          <button type="button" className="k-button k-button--primary k-button--sm" data-order-action="activate" onClick={() => onActivate(order)}>
            {t('orderHistory.activate')}
          </button>
        )}
        {canTopUp(order) && (
          <button type="button" className="k-button k-button--secondary k-button--sm" disabled={toppingUp} data-order-action="topUp" onClick={() => onTopUp(order)}>
            {t('orderHistory.topUp')}
          </button>
        )}
        {(order.status === 'paid' || order.status === 'provisioned') && line && (
          <Link className="k-button k-button--ghost k-button--sm" to={`/checkout/${encodeURIComponent(line.product_id)}`}>
            {t('orderHistory.buyAgain')}
          </Link>
        )}
      </div>
    </article>
  );
}
