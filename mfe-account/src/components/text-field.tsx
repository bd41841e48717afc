import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown before the input, inside its border (the fixed +62 of the phone). */
  prefix?: string;
  /** A control inside the field at its end (the show/hide password toggle). */
  action?: ReactNode;
  /** A short help text under the field, read with it. */
  hint?: string;
  /** This field's own error, under it; marks the input invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, prefix, action, hint, error, id, className, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
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
        <input
          id={inputId}
          className="account-field__input"
          {...input}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
