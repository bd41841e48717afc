import { useTranslation } from 'react-i18next';

import { AccountCard } from '@/components/account-card';
import { RegisterForm } from '@/features/register/register-form';

/** /register (SPEC §2 Register). */
export function RegisterPage() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm />
    </AccountCard>
  );
}
