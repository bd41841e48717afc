import { describe, expect, it } from 'vitest';

import { backspace, emptyOtp, enterDigits, isComplete } from '@/features/verify-account/otp-digits';

const filled = (code: string) => code.split('');

describe('OTP digits (SPEC §5: one digit 0-9 a box, focus forward, backspace back)', () => {
  it('takes one digit and moves to the next box', () => {
    expect(enterDigits(emptyOtp(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('refuses anything but 0-9', () => {
    expect(enterDigits(emptyOtp(), 2, 'a')).toEqual({ digits: emptyOtp(), focus: 2 });
    expect(enterDigits(emptyOtp(), 2, '-')).toEqual({ digits: emptyOtp(), focus: 2 });
    expect(enterDigits(emptyOtp(), 2, '٣')).toEqual({ digits: emptyOtp(), focus: 2 });
  });

  it('typing into a filled box replaces its digit', () => {
    expect(enterDigits(filled('123456'), 1, '27').digits).toEqual(filled('173456'));
    expect(enterDigits(filled('123456'), 1, '72').digits).toEqual(filled('173456'));
  });

  it('a whole code fills every box from the first, wherever it lands', () => {
    expect(enterDigits(emptyOtp(), 3, '482 913')).toEqual({ digits: filled('482913'), focus: 5 });
    expect(enterDigits(emptyOtp(), 0, '4829130')).toEqual({ digits: filled('482913'), focus: 5 });
  });

  it('a few digits fill from the box they land in', () => {
    expect(enterDigits(emptyOtp(), 2, '91')).toEqual({ digits: ['', '', '9', '1', '', ''], focus: 4 });
  });

  it('clearing a box empties it and stays', () => {
    expect(enterDigits(filled('123456'), 2, '')).toEqual({ digits: ['1', '2', '', '4', '5', '6'], focus: 2 });
  });

  it('backspace on an empty box goes back and clears the one before; on a filled box it does nothing special', () => {
    expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspace(['1', '2', '', '', '', ''], 1)).toBeNull();
    expect(backspace(emptyOtp(), 0)).toBeNull();
  });

  it('is complete with six digits', () => {
    expect(isComplete(filled('000000'))).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
