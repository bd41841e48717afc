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
