import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from '@/components/text-field';

/** A password input with a show/hide toggle that keeps its own name and pressed state. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="account-field__toggle"
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}
