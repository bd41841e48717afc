import { Button, register } from '@kelana/runtime';
import { useMobileNumber } from '@kelana/runtime/use-mobile-number';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { FormMessage } from '@/components/form-message';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import {
  EMPTY_REGISTER,
  fullPhone,
  PURPOSES,
  type RegisterFields,
  registerErrorKey,
  registerFormError,
} from '@/features/register/register-validation';
import { TermsModal } from '@/features/register/terms-modal';
import { useReturnPath } from '@/hooks/use-return-path';

/** SPEC §2 Register: a valid form opens the terms; Agree creates the account, then /login. */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useReturnPath();
  const [fields, setFields] = useState<RegisterFields>(EMPTY_REGISTER);
  const [error, setError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [tried, setTried] = useState(false);
  // Each press of Daftar that finds a problem says it anew: announced again, and brought into sight again.
  const [attempt, setAttempt] = useState(0);
  const phoneInput = useRef<HTMLInputElement>(null);
  const phone = useMobileNumber(fields.phone, (local) => setFields((all) => ({ ...all, phone: local })), tried);

  const field = (name: keyof RegisterFields) => ({
    name,
    value: fields[name],
    disabled: loading,
    onChange: (event: { target: { value: string } }) => setFields((all) => ({ ...all, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setAttempt((count) => count + 1);
    const problem = registerFormError(fields);
    setError(problem && t(problem));
    // The phone's rule is told under its field, before the terms ever open.
    if (!problem && !phone.check.ok) phoneInput.current?.focus();
    if (!problem && phone.check.ok) setTermsOpen(true);
  }

  async function agree() {
    setLoading(true);
    const result = await register({
      name: fields.name.trim(),
      email: fields.email.trim(),
      password: fields.password,
      occupation: fields.purpose,
      phone: fullPhone(fields.phone),
    });
    setLoading(false);
    setTermsOpen(false);
    if (result.ok) return navigate(back.to('/login'), { state: { message: t('register.success'), email: fields.email.trim() } });
    setError(t(registerErrorKey(result.code, result.message)));
  }

  return (
    <>
    <form className="account-form" onSubmit={submit} noValidate aria-busy={loading}>
      {error && (
        <FormMessage key={attempt} tone="error">
          {error}
        </FormMessage>
      )}
      <TextField label={t('form.name')} autoComplete="name" required {...field('name')} />
      <TextField label={t('form.email')} type="email" autoComplete="email" required {...field('email')} />
      <PasswordField label={t('form.password')} autoComplete="new-password" required minLength={6} hint={t('form.passwordHint')} {...field('password')} />
      <PasswordField label={t('form.confirmPassword')} autoComplete="new-password" required {...field('confirm')} />
      <div className="account-field">
        <label className="account-field__label" htmlFor="register-purpose">
          {t('form.purpose')}
        </label>
        <div className="account-field__control">
          <select id="register-purpose" required {...field('purpose')}>
            <option value="">{t('form.purposeChoose')}</option>
            {PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(`form.purposes.${purpose}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix="+62"
        hint={t('form.phoneHint')}
        required
        ref={phoneInput}
        error={phone.problemKey && t(phone.problemKey)}
        onBlur={phone.onBlur}
        {...field('phone')}
      />
      <Button type="submit" block busy={loading}>
        {t('register.submit')}
      </Button>
      <GoogleSignInButton disabled={loading} />
      <p className="account-form__footer">
        {t('register.haveAccount')}{' '}
        <Link className="account-link" to={back.to('/login')}>
          {t('register.login')}
        </Link>
      </p>
    </form>
    <TermsModal open={termsOpen} busy={loading} onAgree={agree} onCancel={() => setTermsOpen(false)} />
    </>
  );
}
