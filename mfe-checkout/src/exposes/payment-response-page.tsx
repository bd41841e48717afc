import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /payment/response: its content comes with a later issue; until then only its heading. */
export function PaymentResponsePage() {
  const { t } = useTranslation('checkout');
  return <PageHeading>{t('paymentResponse.title')}</PageHeading>;
}
