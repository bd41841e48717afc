import { describe, expect, it } from 'vitest';

import { fullPhone, registerErrorKey, registerFormError } from '@/features/register/register-validation';

const valid = { name: 'Rina', email: 'rina@example.com', password: 'rahasia1', confirm: 'rahasia1', purpose: 'liburan', phone: '81234567890' };

describe('register validation (SPEC §5)', () => {
  it('needs all six fields, a matching confirmation and 6 characters', () => {
    expect(registerFormError(valid)).toBeNull();
    expect(registerFormError({ ...valid, purpose: '' })).toBe('registerPage.error.allFieldsRequired');
    expect(registerFormError({ ...valid, confirm: 'lain' })).toBe('registerPage.error.mismatch');
    expect(registerFormError({ ...valid, password: '12345', confirm: '12345' })).toBe('register.error.weakPassword');
  });

  it('puts the fixed +62 before the typed number, dropping a leading 0 or 62', () => {
    expect(fullPhone('81234567890')).toBe('+6281234567890');
    expect(fullPhone('0812-3456-7890')).toBe('+6281234567890');
    expect(fullPhone('6281234567890')).toBe('+6281234567890');
  });

  it('maps provider codes to SPEC §8 texts', () => {
    expect(registerErrorKey('EMAIL_EXISTS')).toBe('register.error.emailExists');
    expect(registerErrorKey('SOMETHING_ELSE')).toBe('register.error.default');
  });
});

describe('register refusals name the rule that failed', () => {
  it('names a common password as such, and a short one as too weak', () => {
    expect(registerErrorKey('WEAK_PASSWORD', 'WEAK_PASSWORD : Password is too common')).toBe('register.error.commonPassword');
    expect(registerErrorKey('WEAK_PASSWORD', 'WEAK_PASSWORD : Password should be at least 6 characters')).toBe('register.error.weakPassword');
    expect(registerErrorKey('INVALID_PHONE')).toBe('register.error.invalidPhone');
  });
});
