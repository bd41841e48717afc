/** SPEC §9: the verification code has six digits, one per box. */
export const OTP_LENGTH = 6;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * What typing (or pasting, or the phone's one-time-code autofill) into box `index` does: only digits 0-9
 * count; one digit replaces the box's own and moves on; several fill the boxes from `index` onwards.
 * `focus` is the box to focus next.
 */
export function enterDigits(current: string[], index: number, typed: string): { digits: string[]; focus: number } {
  const old = current[index] ?? '';
  let incoming = typed.replace(/\D/g, '');
  // Typing into a filled box gives its old digit plus the new one: keep the new one.
  if (old && incoming.length === 2 && incoming.includes(old)) {
    incoming = incoming.startsWith(old) ? incoming.slice(1) : incoming.slice(0, 1);
  }
  const digits = [...current];
  if (!incoming) {
    if (typed === '') digits[index] = '';
    return { digits, focus: index };
  }
  // A whole code lands in the boxes from the first, wherever it was pasted.
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  const chars = incoming.slice(0, OTP_LENGTH - start).split('');
  chars.forEach((char, offset) => {
    digits[start + offset] = char;
  });
  return { digits, focus: Math.min(start + chars.length, OTP_LENGTH - 1) };
}

/** Backspace: an empty box moves back to the one before and clears it. */
export function backspace(current: string[], index: number): { digits: string[]; focus: number } | null {
  if (current[index] || index === 0) return null;
  const digits = [...current];
  digits[index - 1] = '';
  return { digits, focus: index - 1 };
}

export const isComplete = (digits: string[]) => digits.every((digit) => /^\d$/.test(digit));
