import { Button, signOut } from '@kelana/runtime';
import { changePassword } from '@/api/profile-api';
import { type FormEvent, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { type AccountDialogProps, AccountDialogFrame } from '@/components/account-dialog';
import { FormMessage } from '@/components/form-message';
import { PasswordField } from '@/components/password-field';
import {
  EMPTY_PASSWORDS,
  PASSWORD_MIN_LENGTH,
  passwordChangeErrorKey,
  passwordFormError,
  type PasswordFields,
} from '@/features/change-password/change-password-validation';

/** SPEC §9: the success message closes the modal after 3000 ms. */
export const SUCCESS_CLOSE_MS = 3000;

type Status = 'editing' | 'saving' | 'done';

/**
 * SPEC §2/§5 Change password: old, new and confirm. The old password is checked by signing in again; on
 * success the provider revokes every session, so after the message the user is signed out and sent to /login.
 */
export function ChangePasswordModal({ open, onClose }: AccountDialogProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [fields, setFields] = useState<PasswordFields>(EMPTY_PASSWORDS);
  const [status, setStatus] = useState<Status>('editing');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The form is gone: keep focus inside the dialog, on the message.
  useLayoutEffect(() => {
    if (status === 'done') doneRef.current?.focus();
  }, [status]);

  function finish() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    onClose();
    // Signed out and moved in one transition (as the router renders navigations), so a guarded page
    // never re-renders signed out first and redirects on its own.
    startTransition(() => {
      signOut();
      void navigate('/login', { replace: true, state: { message: t('changePassword.success') } });
    });
  }

  function close() {
    if (status === 'saving') return;
    if (status === 'done') return finish();
    onClose();
  }

  const field = (name: keyof PasswordFields) => ({
    name,
    value: fields[name],
    disabled: status !== 'editing',
    onChange: (event: { target: { value: string } }) => setFields((all) => ({ ...all, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordFormError(fields);
    setError(problem && t(problem));
    if (problem) return;
    setStatus('saving');
    const result = await changePassword(fields.oldPassword, fields.newPassword);
    if (!result.ok) {
      setStatus('editing');
      return setError(t(passwordChangeErrorKey(result.code)));
    }
    setStatus('done');
    setFields(EMPTY_PASSWORDS);
    timer.current = setTimeout(finish, SUCCESS_CLOSE_MS);
  }

  return (
    <AccountDialogFrame
      open={open}
      onClose={close}
      title={t('changePassword.title')}
      closeLabel={t('changePassword.close')}
      intro={status === 'done' ? undefined : t('changePassword.intro')}
    >
      {status === 'done' ? (
        <div ref={doneRef} tabIndex={-1} className="account-dialog__done">
          <FormMessage tone="success">{t('changePassword.success')}</FormMessage>
        </div>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate aria-busy={status === 'saving'}>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <PasswordField label={t('changePassword.old')} autoComplete="current-password" required {...field('oldPassword')} />
          <PasswordField
            label={t('changePassword.new')}
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('changePassword.newHint')}
            {...field('newPassword')}
          />
          <PasswordField label={t('changePassword.confirm')} autoComplete="new-password" required {...field('confirm')} />
          <div className="account-dialog__actions">
            <Button variant="secondary" onClick={close} disabled={status === 'saving'}>
              {t('changePassword.cancel')}
            </Button>
            <Button type="submit" busy={status === 'saving'}>
              {status === 'saving' ? t('changePassword.saving') : t('changePassword.submit')}
            </Button>
          </div>
        </form>
      )}
    </AccountDialogFrame>
  );
}
