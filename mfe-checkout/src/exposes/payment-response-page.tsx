import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@kelana/runtime';
import checkoutCss from '@/features/checkout/checkout.css?url';
import { PaymentResponse } from '@/features/payment-result/payment-response';
import resultCss from '@/features/payment-result/payment-result.css?url';

/** /payment/response?method=cash|transfer|promo&orderId=&amount=&name= (SPEC §2 Payment response). */
export function PaymentResponsePage() {
  const { t } = useTranslation('checkout');
  return (
    <div className="k-container payment-page">
      <Stylesheet href={checkoutCss} />
      <Stylesheet href={resultCss} />
      <PageHeading>{t('paymentResponse.title')}</PageHeading>
      <PaymentResponse />
    </div>
  );
}
