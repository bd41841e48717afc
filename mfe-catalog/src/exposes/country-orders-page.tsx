import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /orders/:countryCode, e.g. /orders/JP (a code may also be a region code, SPEC §2). */
export function CountryOrdersPage() {
  const { t } = useTranslation('catalog');
  const { countryCode = '' } = useParams();
  return <PageHeading>{t('countryOrders.title', { code: countryCode.toUpperCase() })}</PageHeading>;
}
