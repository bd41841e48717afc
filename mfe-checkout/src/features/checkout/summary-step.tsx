import { Button, formatIdr } from '@kelana/runtime';
import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import type { CheckoutProduct, DeliveryQuote, PaymentMethod } from '@/api/checkout-api';
import { PromoInput, type PromoState } from '@/features/checkout/promo-input';

interface SummaryStepProps {
  product: CheckoutProduct;
  orderId: string;
  subtotal: number;
  /** A SIM card sent to an address: its province's fee and days (the server prices the same). */
  delivery?: DeliveryQuote | null;
  promo: PromoState;
  promoLocked: boolean;
  methods: PaymentMethod[];
  method: PaymentMethod;
  terms: boolean;
  paying: boolean;
  payError: string | null;
  onPromoCode: (code: string) => void;
  onApplyPromo: () => void;
  onRemovePromo: () => void;
  onMethod: (method: PaymentMethod) => void;
  onTerms: (accepted: boolean) => void;
  onPay: () => void;
}

/** Step 4: the amounts, the promo, how to pay, the terms and Pay (disabled while it runs). */
export function SummaryStep(props: SummaryStepProps) {
  const { t } = useTranslation('checkout');
  const { product, promo, subtotal } = props;
  const discount = promo.status === 'applied' ? promo.discount : 0;
  // A fully discounted claim is sent free, as the server prices it.
  const fee = props.delivery && subtotal - discount > 0 ? props.delivery.fee : 0;
  const total = Math.max(0, subtotal - discount) + fee;
  const payErrorRef = useRevealMessage<HTMLParagraphElement>(props.payError);
  return (
    <section className="checkout-card" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-card__title">
        {t('summary.title')}
      </h2>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('summary.orderNumber')}</dt>
          <dd className="checkout-amounts__mono">{props.orderId}</dd>
        </div>
        <div>
          <dt>{product.name}</dt>
          <dd>{formatIdr(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className="checkout-amounts__discount">
            <dt>{t('summary.discount')}</dt>
            <dd>-{formatIdr(discount)}</dd>
          </div>
        )}
        {props.delivery && (
          <div>
            <dt>
              {t('summary.deliveryFee')}
              <span className="checkout-amounts__note">{t('summary.deliveryDays', { count: props.delivery.days })}</span>
            </dt>
            <dd>{formatIdr(fee)}</dd>
          </div>
        )}
        <div className="checkout-amounts__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatIdr(total)}</dd>
        </div>
      </dl>
      <PromoInput
        promo={promo}
        locked={props.promoLocked}
        onCode={props.onPromoCode}
        onApply={props.onApplyPromo}
        onRemove={props.onRemovePromo}
      />
      {total > 0 && (
        <fieldset className="checkout-fieldset">
          <legend className="checkout-fieldset__legend">{t('summary.method')}</legend>
          <div className="checkout-options">
            {props.methods.map((method) => (
              <label key={method} className="checkout-option">
                <input
                  type="radio"
                  name="payment-method"
                  value={method}
                  checked={props.method === method}
                  onChange={() => props.onMethod(method)}
                />
                <span>
                  <span className="checkout-option__name">{t(`method.${method}.name`)}</span>
                  <span className="checkout-option__note">{t(`method.${method}.note`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="checkout-terms">
        <input type="checkbox" checked={props.terms} onChange={(event) => props.onTerms(event.target.checked)} />
        <span>
          {t('summary.termsBefore')}{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            {t('summary.termsLink')}
          </Link>
        </span>
      </label>
      {props.payError && (
        <p ref={payErrorRef} className="checkout-message checkout-message--error" role="alert">
          {props.payError}
        </p>
      )}
      <Button
        variant="accent"
        block
        busy={props.paying}
        disabled={!props.terms || promo.status === 'loading'}
        onClick={props.onPay}
      >
        {props.paying ? t('summary.paying') : total > 0 ? t('summary.pay', { amount: formatIdr(total) }) : t('summary.claim')}
      </Button>
    </section>
  );
}
