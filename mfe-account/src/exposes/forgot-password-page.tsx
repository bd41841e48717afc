import { useTranslation } from 'react-i18next';

import { AccountCard } from '@/components/account-card';
import { ForgotPasswordForm } from '@/features/forgot-password/forgot-password-form';

/** /forgot-password (SPEC §2 Forgot password). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AccountCard>
  );
}
