import { Button } from '@kelana/runtime';
import { requestPasswordReset } from '@/api/account-recovery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FormMessage } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { forgotErrorKey } from '@/features/forgot-password/forgot-errors';

/** SPEC §2 Forgot password: one e-mail field; success says so and clears it. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (!email.trim()) return setError(t('forgotPassword.error.required'));
    setSending(true);
    setError(null);
    const result = await requestPasswordReset(email);
    setSending(false);
    if (!result.ok) return setError(t(forgotErrorKey(result.code)));
    setEmail('');
    setSent(true);
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
      {sent && <FormMessage tone="success">{t('forgotPassword.sent')}</FormMessage>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <TextField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        disabled={sending}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block busy={sending}>
        {sending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
      </Button>
      <p className="account-form__footer">
        {t('forgotPassword.remembered')}{' '}
        <Link className="account-link" to="/login">
          {t('forgotPassword.login')}
        </Link>
      </p>
    </form>
  );
}
