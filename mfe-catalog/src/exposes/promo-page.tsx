import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /special-promo/:promoCode? (the code is optional). */
export function PromoPage() {
  const { t } = useTranslation('catalog');
  const { promoCode } = useParams();
  const title = promoCode ? t('promo.titleWithCode', { code: promoCode.toUpperCase() }) : t('promo.title');
  return <PageHeading>{title}</PageHeading>;
}
