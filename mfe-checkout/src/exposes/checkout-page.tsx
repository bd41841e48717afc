import { PageHeading, preloadStylesheets, Stylesheet } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import checkoutCss from '@/features/checkout/checkout.css?url';
import { CheckoutFlow } from '@/features/checkout/checkout-flow';
import summaryCss from '@/features/checkout/summary.css?url';
import { useCheckoutProduct } from '@/features/checkout/use-checkout-product';

preloadStylesheets(checkoutCss, summaryCss);

/** /checkout/:productId/:locationCode?/:promoCode? (SPEC §2 Checkout). */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { productId, locationCode, promoCode } = useParams();
  const location = useLocation();
  const state = useCheckoutProduct(productId);
  // The single-country page carries its country in the navigation state (SPEC §2).
  const stateCountry = (location.state as { countryCode?: string } | null)?.countryCode;
  const code = (locationCode ?? stateCountry ?? '').toUpperCase() || null;
  // A top-up started from the quota page or an order (`?iccid=`): that SIM or eSIM is chosen at step 3.
  const [search] = useSearchParams();
  const topUpIccid = search.get('iccid')?.replace(/\D/g, '') || null;
  return (
    <div className="k-container checkout-page">
      <Stylesheet href={checkoutCss} />
      <Stylesheet href={summaryCss} />
      <PageHeading>
        {/* Busy while the product loads: the shell keeps the server's first screen (its product, steps and card) meanwhile. */}
        {state.status === 'loading' ? <span aria-busy="true">{t('checkout.title')}</span> : t('checkout.title')}
      </PageHeading>
      {state.status === 'loading' && (
        <p className="checkout-message" role="status">
          {t('checkout.loading')}
        </p>
      )}
      {state.status === 'missing' && (
        <div className="checkout-card" role="alert">
          <p>{state.message ?? t('checkout.missingProduct')}</p>
          <Link to="/">{t('checkout.backHome')}</Link>
        </div>
      )}
      {state.status === 'failed' && (
        <p className="checkout-message checkout-message--error" role="alert">
          {t('checkout.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && (
        <CheckoutFlow
          key={state.product.product_id}
          product={state.product}
          locationCode={code}
          urlPromo={promoCode ? promoCode.trim().toUpperCase() : null}
          topUpIccid={topUpIccid}
        />
      )}
    </div>
  );
}
