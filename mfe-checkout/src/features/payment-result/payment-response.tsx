import { Button, formatIdr } from '@kelana/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Not the shared react-i18next: its markup parser is bundled with the one page that uses it, not sent with every page.
import { Trans } from 'react-i18next/TransWithoutContext';
import { Link, useLocation, useSearchParams } from 'react-router';

import { type BankAccount, bankAccounts, type PickupLocation, type ServerOrder } from '@/api/checkout-api';
import { CopyButton } from '@/features/payment-result/copy-button';
import { OrderFacts, OrdersLink, PAID_STATES } from '@/features/payment-result/order-facts';
import { awaitingGateway, OrderOutcome } from '@/features/payment-result/thank-you';
import { useServerOrder } from '@/features/payment-result/use-server-order';

type Method = 'cash' | 'transfer' | 'promo';
const METHODS: readonly Method[] = ['cash', 'transfer', 'promo'];
const TRANSFER_STEPS = [1, 2, 3, 4] as const;
const DEFAULT_PAY_WITHIN_HOURS = 24;

/**
 * SPEC §2 Payment response: what to do next for cash, transfer or a promo claim. The address picks
 * the order (`orderId`) and the page it was sent to (`method`); the order number, product, amount,
 * method and state shown are the store's, so an edited address shows nothing that is not true.
 */
export function PaymentResponse() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const method = params.get('method') as Method | null;
  const orderId = params.get('orderId') ?? '';
  const valid = Boolean(method && METHODS.includes(method) && orderId);
  const { state, again } = useServerOrder(valid ? orderId : null, awaitingGateway);
  if (!valid) {
    return (
      <section className="payment-card" role="alert">
        <h2 className="payment-card__title">{t('paymentResponse.invalid.title')}</h2>
        <p>{t('paymentResponse.invalid.text')}</p>
        <Link className="k-button k-button--primary" to="/">
          {t('paymentResponse.home')}
        </Link>
      </section>
    );
  }
  if (state.kind !== 'ready') return <OrderOutcome state={state} again={again} />;
  const { order } = state;
  if (order.final_amount === 0 && PAID_STATES.includes(order.status)) return <PromoClaimed order={order} />;
  const offline = order.payment_method === 'cash' || order.payment_method === 'transfer';
  // Paid, failed, expired, or an online order: the page says what is true of it instead.
  if (!offline || order.status !== 'awaiting_payment') return <OrderOutcome state={state} again={again} />;
  const offlineMethod = order.payment_method as 'cash' | 'transfer';
  return (
    <section className="payment-card" aria-labelledby="payment-title">
      <h2 id="payment-title" className="payment-card__title">
        {t(`paymentResponse.${offlineMethod}.title`)}
      </h2>
      <OrderFacts order={order} amountLabel={t('paymentResponse.amount')} />
      {offlineMethod === 'cash' ? <CashSteps order={order} /> : <TransferSteps amount={order.final_amount} />}
      <OrdersLink order={order} variant="secondary" />
      <Link className="k-button k-button--primary k-button--block" to="/">
        {t('paymentResponse.done')}
      </Link>
    </section>
  );
}

function CashSteps({ order }: { order: ServerOrder }) {
  const { t } = useTranslation('checkout');
  // The store's word for where to pay (it survives a reload and a link from an e-mail); the checkout's as a fallback.
  const fromCheckout = (useLocation().state as { pickup?: PickupLocation | null } | null)?.pickup;
  const pickup = order.pickup_point ?? fromCheckout;
  return (
    <div className="payment-steps">
      <p>{t('paymentResponse.cash.text')}</p>
      {pickup && (
        <section className="payment-pickup" aria-label={t('paymentResponse.cash.pickupPoint')}>
          <strong>{pickup.name}</strong>
          <span>{pickup.address}</span>
          {pickup.opening_hours && (
            <span>
              {t('paymentResponse.cash.hours')}: {pickup.opening_hours}
            </span>
          )}
        </section>
      )}
      <p className="payment-note">{t('paymentResponse.cash.exact')}</p>
    </div>
  );
}

function TransferSteps({ amount }: { amount: number }) {
  const { t } = useTranslation('checkout');
  const [accounts, setAccounts] = useState<BankAccount[] | null>(null);
  const [hours, setHours] = useState(DEFAULT_PAY_WITHIN_HOURS);
  useEffect(() => {
    let live = true;
    void bankAccounts().then((result) => {
      if (!live) return;
      if (result.ok) {
        setAccounts(result.data.accounts);
        setHours(result.data.pay_within_hours);
      } else setAccounts([]);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="payment-steps">
      <p className="payment-note payment-note--strong">{t('paymentResponse.transfer.within', { hours })}</p>
      {accounts === null && <p role="status">{t('paymentResponse.transfer.loading')}</p>}
      {accounts?.length === 0 && (
        <p className="checkout-message checkout-message--error" role="alert">
          {t('paymentResponse.transfer.loadFailed')}
        </p>
      )}
      {accounts && accounts.length > 0 && (
        <ul className="payment-accounts" aria-label={t('paymentResponse.transfer.accounts')}>
          {accounts.map((account) => (
            <li key={account.bank + account.number} className="payment-account">
              <span className="payment-account__bank">{account.bank}</span>
              <span className="payment-account__number">{account.number}</span>
              <span className="payment-account__holder">{t('paymentResponse.transfer.holder', { holder: account.holder })}</span>
              <CopyButton value={account.number} label={t('paymentResponse.transfer.copyLabel', { bank: account.bank })} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="payment-steps__title">{t('paymentResponse.transfer.howTitle')}</h3>
      <ol className="payment-steps__list">
        {TRANSFER_STEPS.map((index) => (
          <li key={index}>{t(`paymentResponse.transfer.step${index}`, { amount: formatIdr(amount) })}</li>
        ))}
      </ol>
      <p className="payment-note">{t('paymentResponse.transfer.notes')}</p>
    </div>
  );
}

/** A promo claim's next step: an eSIM is installed from its QR code; only a SIM card is activated by scanning it. */
function PromoClaimed({ order }: { order: ServerOrder }) {
  const { t, i18n } = useTranslation('checkout');
  const orderId = order.order_id;
  const sim = order.order_details[0]?.type === 'sim_bundle';
  return (
    <section className="payment-card payment-card--success" aria-labelledby="payment-title">
      <h2 id="payment-title" className="payment-card__title">
        {t('paymentResponse.promo.title')}
      </h2>
      <p>
        <Trans
          i18n={i18n}
          t={t}
          i18nKey={sim ? 'paymentResponse.promo.text' : 'paymentResponse.promo.esimText'}
          values={{ orderId }}
          components={{ strong: <strong /> }}
        />
      </p>
      {sim ? <ScanIllustration /> : <QrIllustration />}
      <Link
        className="k-button k-button--accent k-button--block"
        to={`/riwayat-order?action=${sim ? 'activate' : 'install'}&orderId=${encodeURIComponent(orderId)}`}
      >
        {t(sim ? 'paymentResponse.promo.activate' : 'paymentResponse.promo.install')}
      </Link>
      <Button variant="ghost" block onClick={() => window.history.back()}>
        {t('paymentResponse.back')}
      </Button>
    </section>
  );
}

/** A phone showing an eSIM's QR code: what installing asks the traveller to do. */
function QrIllustration() {
  const cells = [0, 1, 2, 4, 6, 7, 9, 12, 13, 15, 17, 18, 20, 22, 24];
  return (
    <svg className="payment-scan" viewBox="0 0 160 120" role="img" aria-hidden="true">
      <rect x="52" y="8" width="56" height="104" rx="10" fill="#0b5c63" />
      <rect x="58" y="18" width="44" height="80" rx="4" fill="#e8f4f4" />
      <g fill="#0b5c63">
        {cells.map((cell) => (
          <rect key={cell} x={65 + (cell % 5) * 6} y={43 + Math.floor(cell / 5) * 6} width="5" height="5" />
        ))}
      </g>
    </svg>
  );
}

/** A phone scanning a SIM card's barcode: what activating asks the traveller to do. */
function ScanIllustration() {
  return (
    <svg className="payment-scan" viewBox="0 0 160 120" role="img" aria-hidden="true">
      <rect x="52" y="8" width="56" height="104" rx="10" fill="#0b5c63" />
      <rect x="58" y="18" width="44" height="80" rx="4" fill="#e8f4f4" />
      <g fill="#0b5c63">
        {[64, 68, 71, 76, 79, 84, 88, 91, 95].map((x, index) => (
          <rect key={x} x={x} y="46" width={index % 3 === 0 ? 2.5 : 1.5} height="24" />
        ))}
      </g>
      <rect x="60" y="57" width="40" height="2" fill="#f08a24" />
    </svg>
  );
}
