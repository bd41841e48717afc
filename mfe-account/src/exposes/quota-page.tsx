import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /cek-kuota: its content comes with a later issue; until then only its heading. */
export function QuotaPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('quota.title')}</PageHeading>;
}
