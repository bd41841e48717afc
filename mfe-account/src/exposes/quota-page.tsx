import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@kelana/runtime';
import { Quota } from '@/features/quota/quota';
import quotaCss from '@/features/quota/quota.css?url';

/** /cek-kuota (SPEC §2 Check quota). */
export function QuotaPage() {
  const { t } = useTranslation('account');
  return (
    <div className="k-container quota-page">
      <Stylesheet href={quotaCss} />
      <PageHeading>{t('quota.title')}</PageHeading>
      <Quota />
    </div>
  );
}
