import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { AccountCard } from '@/components/account-card';
import { actionMode } from '@/features/auth-action/action-mode';
import { Outcome } from '@/features/auth-action/outcome';
import { ResetPasswordAction } from '@/features/auth-action/reset-password-action';
import { VerifyEmailAction } from '@/features/auth-action/verify-email-action';

/** /auth/action?mode=…&oobCode=… (SPEC §2): the links of the store's e-mails. */
export function AuthActionPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const mode = actionMode(params.get('mode'));

  if (mode === 'verifyEmail') {
    return (
      <AccountCard title={t('authAction.verifyEmail.title')}>
        <VerifyEmailAction oobCode={oobCode} />
      </AccountCard>
    );
  }
  if (mode === 'unsupported') {
    return (
      <AccountCard title={t('authAction.unsupported.title')}>
        <Outcome tone="error" text={t('authAction.unsupported.text')}>
          <Link className="account-link" to="/">
            {t('authAction.unsupported.home')}
          </Link>
        </Outcome>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('authAction.title')}>
      <ResetPasswordAction key={oobCode ?? ''} oobCode={oobCode} />
    </AccountCard>
  );
}
