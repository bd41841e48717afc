import { describe, expect, it } from 'vitest';

import { passwordChangeErrorKey, passwordFormError } from '@/features/change-password/change-password-validation';

describe('change-password rules', () => {
  it('needs all three, a matching confirmation and at least 6 characters, in that order', () => {
    expect(passwordFormError({ oldPassword: '', newPassword: 'abcdef', confirm: 'abcdef' })).toBe('changePassword.error.required');
    expect(passwordFormError({ oldPassword: 'x', newPassword: 'abc', confirm: 'abd' })).toBe('changePassword.error.mismatch');
    expect(passwordFormError({ oldPassword: 'x', newPassword: 'abcde', confirm: 'abcde' })).toBe('changePassword.error.tooShort');
    expect(passwordFormError({ oldPassword: 'x', newPassword: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });

  it.each([
    ['WRONG_OLD_PASSWORD', 'wrongOld'],
    ['NOT_SIGNED_IN', 'notSignedIn'],
    ['WEAK_PASSWORD', 'weak'],
    ['EMAIL_NOT_FOUND', 'session'],
    ['INVALID_ID_TOKEN', 'session'],
    ['USER_NOT_FOUND', 'session'],
    ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'session'],
    ['NETWORK_ERROR', 'default'],
  ])('maps %s to %s', (code, key) => {
    expect(passwordChangeErrorKey(code)).toBe(`changePassword.error.${key}`);
  });
});
