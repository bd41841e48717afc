import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { backspace, enterDigits } from '@/features/verify-account/otp-digits';

export interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Changing this number focuses the first box (after a new code was sent). */
  resetKey?: number;
  labelledBy: string;
  invalid?: boolean;
}

/** SPEC §2 Verify account: six one-digit boxes, each labelled, focus moving as a person types. */
export function OtpInput({ digits, onChange, disabled, resetKey, labelledBy, invalid }: OtpInputProps) {
  const { t } = useTranslation('account');
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (resetKey) focus(0);
  }, [resetKey]);

  function apply(next: { digits: string[]; focus: number } | null) {
    if (!next) return;
    onChange(next.digits);
    focus(next.focus);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace') {
      const moved = backspace(digits, index);
      if (moved) {
        event.preventDefault();
        apply(moved);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    if (/\d/.test(text)) apply(enterDigits(digits, index, text));
  }

  return (
    <div className="otp" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verifyAccount.digit', { position: index + 1, total: digits.length })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => keyDown(event, index)}
          onPaste={(event) => paste(event, index)}
          onChange={(event) => apply(enterDigits(digits, index, event.target.value))}
        />
      ))}
    </div>
  );
}
