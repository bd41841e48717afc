import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@kelana/runtime';
import { OrderHistory } from '@/features/order-history/order-history';
import historyCss from '@/features/order-history/order-history.css?url';

export { prefetchOrderHistory as prefetch } from '@/features/order-history/order-api';

/** /riwayat-order (SPEC §2 Order history). */
export function OrderHistoryPage() {
  const { t } = useTranslation('account');
  return (
    <div className="k-container order-history-page">
      <Stylesheet href={historyCss} />
      <PageHeading>{t('orderHistory.title')}</PageHeading>
      <OrderHistory />
    </div>
  );
}
