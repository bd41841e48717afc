import { applyEmailVerification } from '@/api/account-recovery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Outcome } from '@/features/auth-action/outcome';

type Status = 'verifying' | 'verified' | 'invalid';

// A code is single use: React's development double effects must not apply it twice.
const applied = new Map<string, Promise<boolean>>();

/** The link of the verification e-mail: the code is applied at once, then verified or invalid. */
export function VerifyEmailAction({ oobCode }: { oobCode: string | null }) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<Status>(oobCode ? 'verifying' : 'invalid');

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    if (!applied.has(oobCode)) applied.set(oobCode, applyEmailVerification(oobCode).then((result) => result.ok));
    void applied.get(oobCode)?.then((ok) => {
      if (current) setStatus(ok ? 'verified' : 'invalid');
    });
    return () => {
      current = false;
    };
  }, [oobCode]);

  if (status === 'verifying') {
    return (
      <p className="auth-action__progress" role="status">
        {t('authAction.verifyEmail.verifying')}
      </p>
    );
  }
  if (status === 'verified') {
    return (
      <Outcome tone="success" text={t('authAction.verifyEmail.verified')}>
        <Link className="account-link" to="/login">
          {t('authAction.toLogin')}
        </Link>
      </Outcome>
    );
  }
  return (
    <Outcome tone="error" text={oobCode ? t('authAction.verifyEmail.invalid') : t('authAction.missingCode')}>
      <Link className="account-link" to="/verify-account">
        {t('authAction.verifyEmail.enterCode')}
      </Link>
    </Outcome>
  );
}
