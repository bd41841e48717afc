import { useTranslation } from 'react-i18next';

import { AccountCard } from '@/components/account-card';
import { LoginForm } from '@/features/login/login-form';

/** /login (SPEC §2 Login). */
export function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('login.title')} intro={t('login.intro')}>
      <LoginForm />
    </AccountCard>
  );
}
