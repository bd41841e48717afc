import { describe, expect, it } from 'vitest';

import { returnPath } from '@/features/login/return-path';

describe('returnPath', () => {
  it('goes back to the guarded route, query and hash included', () => {
    expect(returnPath({ from: { pathname: '/riwayat-order', search: '?action=activate&orderId=A1', hash: '' } })).toBe(
      '/riwayat-order?action=activate&orderId=A1',
    );
  });

  it.each([null, {}, { message: 'hi' }, { from: { pathname: '/login' } }, { from: { pathname: '//evil.example' } }, { from: { pathname: 'x' } }])(
    'goes home otherwise (%o)',
    (state) => {
      expect(returnPath(state)).toBe('/');
    },
  );
});
