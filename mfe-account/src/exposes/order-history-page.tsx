import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /riwayat-order: its content comes with a later issue; until then only its heading. */
export function OrderHistoryPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('orderHistory.title')}</PageHeading>;
}
