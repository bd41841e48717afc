import { Button } from '@kelana/runtime';
import { checkPasswordResetCode, confirmPasswordReset } from '@/api/account-recovery';
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { FormMessage } from '@/components/form-message';
import { PasswordField } from '@/components/password-field';
import { Outcome } from '@/features/auth-action/outcome';
import { initialResetState, RESET_REDIRECT_SECONDS, resetFormError, resetReducer } from '@/features/auth-action/reset-state';
import { useCountdown } from '@/hooks/use-countdown';

/** SPEC §2 Reset password: the link's code is checked first; the form shows only for a good link. */
export function ResetPasswordAction({ oobCode }: { oobCode: string | null }) {
  const { t } = useTranslation('account');
  const [state, dispatch] = useReducer(resetReducer, oobCode, initialResetState);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    void checkPasswordResetCode(oobCode).then((result) => {
      if (!current) return;
      dispatch(result.ok ? { type: 'checked', email: result.email } : { type: 'checkFailed', code: result.code });
    });
    return () => {
      current = false;
    };
  }, [oobCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = resetFormError(password, confirm);
    if (refused) return dispatch({ type: 'refused', message: refused });
    dispatch({ type: 'save' });
    const result = await confirmPasswordReset(oobCode ?? '', password);
    dispatch(result.ok ? { type: 'saved' } : { type: 'saveFailed', code: result.code });
  }

  switch (state.status) {
    case 'missing':
      return (
        <Outcome tone="error" text={t('authAction.missingCode')}>
          <Link className="account-link" to="/forgot-password">
            {t('authAction.reset.requestNew')}
          </Link>
        </Outcome>
      );
    case 'verifying':
      return (
        <p className="auth-action__progress" role="status">
          {t('authAction.reset.verifying')}
        </p>
      );
    case 'invalid':
    case 'expired':
      return (
        <Outcome tone="error" text={t(state.message)}>
          <Link className="account-link" to="/forgot-password">
            {t('authAction.reset.requestNew')}
          </Link>
        </Outcome>
      );
    case 'success':
      return <ResetSuccess />;
    default: {
      const saving = state.status === 'saving';
      return (
        <form className="account-form" onSubmit={submit} noValidate aria-busy={saving}>
          {state.status === 'valid' && state.message && <FormMessage tone="error">{t(state.message)}</FormMessage>}
          <p className="auth-action__account">{t('authAction.reset.forAccount', { email: state.email })}</p>
          <PasswordField
            label={t('authAction.reset.newPassword')}
            name="new-password"
            autoComplete="new-password"
            placeholder={t('authAction.reset.placeholder')}
            required
            minLength={6}
            value={password}
            disabled={saving}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('authAction.reset.confirmPassword')}
            name="confirm-password"
            autoComplete="new-password"
            placeholder={t('authAction.reset.placeholder')}
            required
            value={confirm}
            disabled={saving}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" block busy={saving}>
            {saving ? t('authAction.reset.saving') : t('authAction.reset.submit')}
          </Button>
        </form>
      );
    }
  }
}

function ResetSuccess() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { remaining } = useCountdown(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    if (remaining === 0) void navigate('/login', { state: { message: t('authAction.reset.loginMessage') } });
  }, [remaining, navigate, t]);
  return (
    <Outcome tone="success" text={t('authAction.reset.success')}>
      <p>{t('authAction.reset.redirect', { count: remaining })}</p>
      <Link className="account-link" to="/login">
        {t('authAction.toLogin')}
      </Link>
    </Outcome>
  );
}
