import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** This field's own error, under it; marks the select invalid. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled <select> in the same frame as TextField. */
export function SelectField({ label, error, id, className, children, ...select }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={['account-field', className].filter(Boolean).join(' ')}>
      <label className="account-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="account-field__control">
        <select id={selectId} {...select} aria-invalid={error ? true : select['aria-invalid']} aria-describedby={errorId}>
          {children}
        </select>
      </div>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
