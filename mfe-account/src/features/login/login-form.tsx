import { Button, EMAIL_NOT_VERIFIED, resendVerification, signIn } from '@kelana/runtime';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { FormMessage } from '@/components/form-message';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { loginErrorKey, resendErrorKey } from '@/features/login/login-errors';
import { type LoginState, useReturnPath } from '@/hooks/use-return-path';

type Resend = 'hidden' | 'offered' | 'sending' | 'sent';

/** SPEC §2 Login: e-mail and password, resend-verification only after a not-verified error. */
export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  const notice = state?.message;
  const back = useReturnPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>('hidden');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t('login.error.required'));
    setLoading(true);
    setError(null);
    const result = await signIn(email.trim(), password);
    setLoading(false);
    if (result.ok) return navigate(back.afterSignIn, { replace: true });
    const key = loginErrorKey(result.code);
    setError(key ? t(key) : result.message || t('login.error.default'));
    setResend(result.code === EMAIL_NOT_VERIFIED ? 'offered' : 'hidden');
  }

  async function resendEmail() {
    setResend('sending');
    const result = await resendVerification(email.trim(), password);
    if (result.ok) {
      setError(null);
      return setResend('sent');
    }
    setError(t(resendErrorKey(result.code)));
    setResend('offered');
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={loading}>
      {notice && (
        <FormMessage tone="success">
          {notice}
          {state?.email && (
            <div>
              <Link className="account-link" to={back.to(verifyLink(state.email))}>
                {t('verifyAccount.enterCode')}
              </Link>
            </div>
          )}
        </FormMessage>
      )}
      {resend === 'sent' && (
        <FormMessage tone="success">
          {t('login.resend.sent')}
          <div>
            <Link className="account-link" to={back.to(verifyLink(email.trim()))}>
              {t('verifyAccount.enterCode')}
            </Link>
          </div>
        </FormMessage>
      )}
      {error && (
        <FormMessage tone="error">
          {error}
          {(resend === 'offered' || resend === 'sending') && (
            <div>
              <Button variant="secondary" size="sm" busy={resend === 'sending'} onClick={resendEmail}>
                {t('login.resend.button')}
              </Button>
            </div>
          )}
          {resend !== 'hidden' && (
            <div>
              <Link className="account-link" to={back.to(verifyLink(email.trim()))}>
                {t('verifyAccount.enterCode')}
              </Link>
            </div>
          )}
        </FormMessage>
      )}
      <TextField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        disabled={loading}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        disabled={loading}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="account-form__row">
        <Link className="account-link" to={back.to('/forgot-password')}>
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" block busy={loading}>
        {t('login.submit')}
      </Button>
      <GoogleSignInButton disabled={loading} />
      <p className="account-form__footer">
        {t('login.noAccount')}{' '}
        <Link className="account-link" to={back.to('/register')}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}

const verifyLink = (email: string) => `/verify-account?email=${encodeURIComponent(email)}`;
