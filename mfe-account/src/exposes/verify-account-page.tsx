import { useTranslation } from 'react-i18next';

import { AccountCard } from '@/components/account-card';
import { VerifyAccountForm } from '@/features/verify-account/verify-account-form';

/** /verify-account (SPEC §2 Verify account). */
export function VerifyAccountPage() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('verifyAccount.title')} intro={t('verifyAccount.intro')}>
      <VerifyAccountForm />
    </AccountCard>
  );
}
