import { describe, expect, it } from 'vitest';

import { checkIndonesianMobile, indonesianMobileE164, localMobileDigits } from './indonesian-mobile';

// Each row was checked against the server's rule (modules/accounts/schemas.py: phonenumbers, region ID, mobile).
describe('checkIndonesianMobile: numbers people type that are good', () => {
  it.each([
    ['81234567890', '+6281234567890'],
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['+62 0812 3456 7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['(0812) 3456-7890', '+6281234567890'],
    ['812.3456.7890', '+6281234567890'],
    ['620812345678', '+62812345678'],
    ['812345678', '+62812345678'], // shortest: 9 digits after +62
    ['895123456789', '+62895123456789'], // longest: 12 digits after +62
    ['85712345678', '+6285712345678'],
    ['831 2345 6789', '+6283123456789'],
    ['８１２３４５６７８９０', '+6281234567890'], // full-width digits of a phone keyboard
    ['٠٨١٢٣٤٥٦٧٨٩٠', '+6281234567890'], // Arabic-Indic digits
    ['۰۸۱۲۳۴۵۶۷۸۹۰', '+6281234567890'], // Eastern Arabic-Indic digits
  ])('%s is %s', (typed, e164) => {
    expect(checkIndonesianMobile(typed)).toEqual({ ok: true, e164, local: e164.slice(3) });
  });
});

describe('checkIndonesianMobile: numbers that are refused, and why', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'notMobile'],
    ['0', 'tooShort'],
    ['62', 'tooShort'],
    ['8123', 'tooShort'],
    ['81234567', 'tooShort'], // 8 digits after +62
    ['081234567', 'tooShort'],
    ['+6281234567', 'tooShort'],
    ['8123456789012', 'tooLong'], // 13 digits after +62
    ['08123456789012', 'tooLong'],
    ['2112345678', 'notMobile'], // a Jakarta landline
    ['02112345678', 'notMobile'],
    ['8012345678', 'notMobile'], // 80x: toll-free and service numbers
    ['8412345678', 'notMobile'], // 84x: not a mobile range
    ['80012345678', 'notMobile'],
    ['+6581234567', 'country'], // Singapore
    ['+1 812 345 6789', 'country'],
    ['0062812345678', 'notMobile'], // an international prefix is not read
    ['0812-abcd-567', 'characters'], // letters are not read as keypad digits
    ['+62+812345678', 'characters'],
    ['0812345678901234567890', 'tooLong'],
  ])('%j is refused as %s', (typed, problem) => {
    expect(checkIndonesianMobile(typed)).toEqual({ ok: false, problem });
  });
});

describe('indonesianMobileE164 and localMobileDigits', () => {
  it('gives E.164 or null', () => {
    expect(indonesianMobileE164('0812 3456 7890')).toBe('+6281234567890');
    expect(indonesianMobileE164('12345')).toBeNull();
  });

  it('gives the digits after the fixed +62 of a stored number', () => {
    expect(localMobileDigits('+6281234567890')).toBe('81234567890');
    expect(localMobileDigits('081234567890')).toBe('81234567890');
    expect(localMobileDigits(null)).toBe('');
    expect(localMobileDigits('+622112345678')).toBe('2112345678');
  });
});
