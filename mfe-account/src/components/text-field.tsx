import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown before the input, inside its border (the fixed +62 of the phone). */
  prefix?: string;
  /** A control inside the field at its end (the show/hide password toggle). */
  action?: ReactNode;
}

export function TextField({ label, prefix, action, id, className, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={['account-field', className].filter(Boolean).join(' ')}>
      <label className="account-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="account-field__control">
        {prefix && (
          <span className="account-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input id={inputId} className="account-field__input" {...input} />
        {action}
      </div>
    </div>
  );
}
