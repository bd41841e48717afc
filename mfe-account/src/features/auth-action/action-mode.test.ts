import { describe, expect, it } from 'vitest';

import { actionMode } from '@/features/auth-action/action-mode';

describe('action link modes', () => {
  it("reads Firebase's mode names; a link without a mode is a reset", () => {
    expect(actionMode('resetPassword')).toBe('resetPassword');
    expect(actionMode(null)).toBe('resetPassword');
    expect(actionMode('verifyEmail')).toBe('verifyEmail');
    expect(actionMode('recoverEmail')).toBe('unsupported');
  });
});
