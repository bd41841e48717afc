import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /region-orders/:regionCode */
export function RegionOrdersPage() {
  const { t } = useTranslation('catalog');
  const { regionCode = '' } = useParams();
  return <PageHeading>{t('regionOrders.title', { code: regionCode.toUpperCase() })}</PageHeading>;
}
