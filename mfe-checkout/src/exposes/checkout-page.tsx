import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /checkout/:productId/:locationCode?/:promoCode?: its content comes with a later issue; until then only its heading. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  return <PageHeading>{t('checkout.title')}</PageHeading>;
}
