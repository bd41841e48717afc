import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface FrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

function Frame({ id, label, hint, error, children }: FrameProps) {
  return (
    <div className="checkout-field">
      <label className="checkout-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string | null) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown before the input, inside its border (the fixed +62 of the phone). */
  prefix?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, prefix, hint, error, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const field = (
    <input
      id={inputId}
      className="checkout-field__input"
      {...input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, hint, error)}
    />
  );
  return (
    <Frame id={inputId} label={label} hint={hint} error={error}>
      {prefix ? (
        <div className="checkout-field__prefixed">
          <span className="checkout-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {field}
        </div>
      ) : (
        field
      )}
    </Frame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <Frame id={selectId} label={label} hint={hint} error={error}>
      <select
        id={selectId}
        className="checkout-field__input"
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
      >
        {children}
      </select>
    </Frame>
  );
}
