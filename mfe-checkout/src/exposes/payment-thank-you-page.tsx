import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@kelana/runtime';
import resultCss from '@/features/payment-result/payment-result.css?url';
import { ThankYou } from '@/features/payment-result/thank-you';

/** /payment/thankyou?status= (SPEC §2 Payment finish): where the payment page sends the buyer back. */
export function PaymentThankYouPage() {
  const { t } = useTranslation('checkout');
  return (
    <div className="k-container payment-page">
      <Stylesheet href={resultCss} />
      <PageHeading>{t('thankYou.title')}</PageHeading>
      <ThankYou />
    </div>
  );
}
