import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /payment/thankyou: its content comes with a later issue; until then only its heading. */
export function PaymentThankYouPage() {
  const { t } = useTranslation('checkout');
  return <PageHeading>{t('thankYou.title')}</PageHeading>;
}
