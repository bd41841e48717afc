import { type FocusEvent, useState } from 'react';

import { checkIndonesianMobile, type PhoneCheck, phoneProblemKey } from './indonesian-mobile';

export interface MobileNumberField {
  check: PhoneCheck;
  /** The translation key of the message to show under the field now, or null. */
  problemKey: string | null;
  /** The field was left: its message shows from now on, and a good number is tidied to its digits after +62. */
  onBlur: (event?: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A phone field with the fixed +62 in front, checked as it is typed: the message appears once the field was
 * left (an empty field only says it is required on continue or submit, `tried`) and follows the typing after.
 */
export function useMobileNumber(value: string, onTidy: (local: string) => void, tried: boolean): MobileNumberField {
  const [left, setLeft] = useState(false);
  const check = checkIndonesianMobile(value);
  const shown = !check.ok && (tried || (left && check.problem !== 'required'));
  return {
    check,
    problemKey: shown && !check.ok ? phoneProblemKey(check.problem) : null,
    onBlur: (event) => {
      // Left for a button (Daftar, Simpan, Lanjutkan): its press checks the number itself. A message appearing now
      // would push the button from under the pointer between press and release, and the click would be lost.
      const next = event?.relatedTarget;
      if (!(next instanceof Element && next.closest('button'))) setLeft(true);
      if (check.ok && check.local !== value) onTidy(check.local);
    },
  };
}
