import { Button } from '@kelana/runtime';
import { canResendWithoutPassword, PASSWORD_REQUIRED, resendVerificationCode, verifyEmailWithCode } from '@/api/account-recovery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { FormMessage } from '@/components/form-message';
import { useReturnPath } from '@/hooks/use-return-path';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { emptyOtp, isComplete } from '@/features/verify-account/otp-digits';
import { OtpInput } from '@/features/verify-account/otp-input';
import { useCountdown } from '@/hooks/use-countdown';
import { resendErrorKey, verifyErrorKey } from '@/features/verify-account/verify-errors';

/** SPEC §9: a new code may be asked for after 60 s. */
export const RESEND_SECONDS = 60;

/**
 * SPEC §2 Verify account: the e-mail (from the link of the login banner, or typed by someone who
 * arrives fresh), six boxes, verify; a resend countdown, then a resend that asks for the password
 * when no ID token of this tab's registration is held.
 */
export function VerifyAccountForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useReturnPath();
  const labelId = useId();
  const [params] = useSearchParams();
  const known = params.get('email') ?? (useLocation().state as { email?: string } | null)?.email ?? '';
  const [email, setEmail] = useState(known);
  const [digits, setDigits] = useState(emptyOtp);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const [password, setPassword] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const canResend = remaining === 0;

  async function verify(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) return setError(t('verifyAccount.error.emailRequired'));
    if (!isComplete(digits)) return setError(t('verifyAccount.error.incomplete'));
    setVerifying(true);
    setError(null);
    const result = await verifyEmailWithCode(email, digits.join(''));
    setVerifying(false);
    if (result.ok) return navigate(back.to('/login'), { state: { message: t('verifyAccount.success') } });
    setError(t(verifyErrorKey(result.code)));
  }

  async function sendNewCode(withPassword?: string) {
    setNotice(null);
    if (!email.trim()) return setError(t('verifyAccount.error.emailRequired'));
    setError(null);
    if (!withPassword && !canResendWithoutPassword(email)) return setAskPassword(true);
    setSending(true);
    const result = await resendVerificationCode(email, withPassword);
    setSending(false);
    if (result.ok) {
      setDigits(emptyOtp());
      setPassword('');
      setNotice(t('verifyAccount.resend.sent'));
      setResetKey((key) => key + 1);
      return restart();
    }
    if (result.code === PASSWORD_REQUIRED) return setAskPassword(true);
    setError(t(resendErrorKey(result.code)));
  }

  return (
    <form className="account-form" onSubmit={verify} noValidate aria-busy={verifying}>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {known ? (
        <p className="verify__sent-to">{t('verifyAccount.sentTo', { email: known })}</p>
      ) : (
        <TextField
          label={t('form.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          disabled={verifying}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <div className="account-field">
        <span className="account-field__label" id={labelId}>
          {t('verifyAccount.codeLabel')}
        </span>
        <OtpInput digits={digits} onChange={setDigits} disabled={verifying} resetKey={resetKey} labelledBy={labelId} invalid={!!error} />
      </div>
      <Button type="submit" block busy={verifying}>
        {verifying ? t('verifyAccount.verifying') : t('verifyAccount.submit')}
      </Button>
      <div className="verify__resend">
        {!canResend && <p aria-live="off">{t('verifyAccount.resend.countdown', { count: remaining })}</p>}
        {canResend && !askPassword && (
          <Button variant="secondary" busy={sending} onClick={() => sendNewCode()}>
            {t('verifyAccount.resend.button')}
          </Button>
        )}
        {canResend && askPassword && (
          <div className="verify__password">
            <p>{t('verifyAccount.resend.passwordNeeded')}</p>
            <PasswordField
              label={t('form.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              disabled={sending}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={(event) => {
                // Enter here sends the code, not the verify form around it.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (password) void sendNewCode(password);
              }}
            />
            <Button variant="secondary" busy={sending} disabled={!password} onClick={() => sendNewCode(password)}>
              {t('verifyAccount.resend.button')}
            </Button>
          </div>
        )}
      </div>
      <p className="account-form__footer">
        <Link className="account-link" to={back.to('/login')}>
          {t('verifyAccount.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
