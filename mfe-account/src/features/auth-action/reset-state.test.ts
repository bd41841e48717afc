import { describe, expect, it } from 'vitest';

import { initialResetState, resetFormError, resetReducer, type ResetState } from '@/features/auth-action/reset-state';

const valid: ResetState = { status: 'valid', email: 'rina@example.com' };

describe('reset password states (SPEC §4)', () => {
  it('starts verifying with a code, missing without one', () => {
    expect(initialResetState('abc')).toEqual({ status: 'verifying' });
    expect(initialResetState(null)).toEqual({ status: 'missing' });
  });

  it('a checked link is valid; an expired or used one is not', () => {
    const verifying = initialResetState('abc');
    expect(resetReducer(verifying, { type: 'checked', email: 'rina@example.com' })).toEqual(valid);
    expect(resetReducer(verifying, { type: 'checkFailed', code: 'EXPIRED_OOB_CODE' })).toEqual({
      status: 'expired',
      message: 'authAction.reset.error.expired',
    });
    expect(resetReducer(verifying, { type: 'checkFailed', code: 'INVALID_OOB_CODE' })).toEqual({
      status: 'invalid',
      message: 'authAction.reset.error.invalid',
    });
    expect(resetReducer(verifying, { type: 'checkFailed', code: 'NETWORK_ERROR' })).toEqual({
      status: 'invalid',
      message: 'authAction.reset.error.checkFailed',
    });
  });

  it('saving, then success', () => {
    const saving = resetReducer(valid, { type: 'save' });
    expect(saving).toEqual({ status: 'saving', email: 'rina@example.com' });
    expect(resetReducer(saving, { type: 'saved' })).toEqual({ status: 'success' });
  });

  it('a refused save keeps the form for a weak password and hides it for a dead link', () => {
    const saving = resetReducer(valid, { type: 'save' });
    expect(resetReducer(saving, { type: 'saveFailed', code: 'WEAK_PASSWORD' })).toEqual({ ...valid, message: 'authAction.reset.error.weak' });
    expect(resetReducer(saving, { type: 'saveFailed', code: 'EXPIRED_OOB_CODE' }).status).toBe('expired');
    expect(resetReducer(saving, { type: 'saveFailed', code: 'INVALID_OOB_CODE' }).status).toBe('invalid');
    expect(resetReducer(saving, { type: 'saveFailed', code: 'SOMETHING' })).toEqual({ ...valid, message: 'authAction.reset.error.unknown' });
    expect(resetReducer(saving, { type: 'saveFailed', code: 'NETWORK_ERROR' })).toEqual({ ...valid, message: 'authAction.reset.error.generic' });
  });

  it('ignores events that do not fit the state', () => {
    expect(resetReducer({ status: 'success' }, { type: 'save' })).toEqual({ status: 'success' });
    expect(resetReducer(valid, { type: 'saved' })).toEqual(valid);
  });

  it('checks the form before asking the provider (SPEC §5)', () => {
    expect(resetFormError('', '')).toBe('authAction.reset.error.required');
    expect(resetFormError('rahasia1', 'rahasia2')).toBe('authAction.reset.error.mismatch');
    expect(resetFormError('12345', '12345')).toBe('authAction.reset.error.weak');
    expect(resetFormError('rahasia1', 'rahasia1')).toBeNull();
  });
});
