import { describe, expect, it } from 'vitest';

import { afterSignIn, returnPathOf, safeReturnPath, withReturnPath } from './return-address';

describe('safeReturnPath', () => {
  it.each([
    ['/checkout/jp-esim-5gb-5d/JP/JALAN10', '/checkout/jp-esim-5gb-5d/JP/JALAN10'],
    ['/checkout/jp-sim-5gb-7d/JP?step=2#top', '/checkout/jp-sim-5gb-7d/JP?step=2#top'],
    ['/riwayat-order?action=activate&orderId=A1', '/riwayat-order?action=activate&orderId=A1'],
    ['/orders/../checkout/x', '/checkout/x'],
  ])('keeps the same-site path %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/checkout/x',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com/checkout/x',
    'http:/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /checkout/x',
    '/\t/evil.com',
    '/\n/evil.com',
    '/.//evil.com',
    'checkout/x',
    '',
    '/login',
    '/login?next=/checkout/x',
    '/register',
    '/verify-account?email=a@b.c',
    '/forgot-password',
    '/auth/action?mode=resetPassword',
    `/${'a'.repeat(3000)}`,
    42,
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('withReturnPath and returnPathOf', () => {
  it('carries a checkout with its query through /login and reads it back', () => {
    const login = withReturnPath('/login', '/checkout/jp-sim-5gb-7d/JP/JALAN10?step=2');
    expect(login).toBe('/login?next=%2Fcheckout%2Fjp-sim-5gb-7d%2FJP%2FJALAN10%3Fstep%3D2');
    expect(afterSignIn(login.slice('/login'.length))).toBe('/checkout/jp-sim-5gb-7d/JP/JALAN10?step=2');
  });

  it('leaves the page bare for home or a refused path', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/register', '//evil.com')).toBe('/register');
    expect(withReturnPath('/login', null)).toBe('/login');
  });

  it('keeps the other parameters of the page', () => {
    expect(withReturnPath('/verify-account?email=a%40b.c', '/cek-kuota')).toBe('/verify-account?email=a%40b.c&next=%2Fcek-kuota');
  });

  it('goes home for a hostile ?next= even when the state names a good page', () => {
    expect(afterSignIn('?next=%2F%2Fevil.com', { from: { pathname: '/cek-kuota' } })).toBe('/');
    expect(afterSignIn('?next=javascript%3Aalert(1)')).toBe('/');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.com')).toBe('/');
    expect(afterSignIn('?next=%2F%5Cevil.com')).toBe('/');
  });

  it('reads the older `state.from` location when there is no ?next=', () => {
    expect(returnPathOf('', { from: { pathname: '/riwayat-order', search: '?action=activate', hash: '' } })).toBe('/riwayat-order?action=activate');
    expect(returnPathOf('', { from: { pathname: '//evil.com' } })).toBeNull();
    expect(afterSignIn('', null)).toBe('/');
  });
});
