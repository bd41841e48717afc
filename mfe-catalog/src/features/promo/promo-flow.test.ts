import { describe, expect, it } from 'vitest';

import { allowedCountries, checkoutPath, isAlreadyUsed, isUnknownPromo, looksLikeCode, loginReturn, normaliseCode } from '@/features/promo/promo-flow';

describe('promo flow', () => {
  it('upper-cases the route code and refuses what cannot be a code', () => {
    expect(normaliseCode(' hutri80 ')).toBe('HUTRI80');
    expect(normaliseCode(undefined)).toBe('');
    expect(looksLikeCode('HUTRI80')).toBe(true);
    expect(looksLikeCode('')).toBe(false);
    expect(looksLikeCode('HUT RI')).toBe(false);
    expect(looksLikeCode('../x')).toBe(false);
  });

  it('keeps the store’s country order and only what the server allows', () => {
    const codes = allowedCountries([{ code: 'id' }, { code: 'JP' }, { code: 'HK' }, { code: 'FR' }]).map((country) => country.code);
    expect(codes).toEqual(['HK', 'JP', 'ID']);
  });

  it('builds the checkout path and the way back from /login', () => {
    expect(checkoutPath('JP-ESIM 1', 'JP', 'HUTRI80')).toBe('/checkout/JP-ESIM%201/JP/HUTRI80');
    expect(loginReturn('/special-promo/HUTRI80', 'KR')).toEqual({ from: { pathname: '/special-promo/HUTRI80', search: '?country=KR', hash: '' } });
  });

  it('tells an unknown promo and an already-used one apart from other failures', () => {
    expect(isUnknownPromo({ kind: 'http', status: 404, message: 'Kode promo tidak valid', data: { code: 'promo_not_found' } })).toBe(true);
    expect(isUnknownPromo({ kind: 'http', status: 500, message: 'boom', data: null })).toBe(false);
    expect(isUnknownPromo({ kind: 'network', message: 'offline' })).toBe(false);
    expect(isAlreadyUsed({ kind: 'http', status: 409, message: 'x', data: { code: 'promo_already_used' } })).toBe(true);
    expect(isAlreadyUsed({ kind: 'http', status: 409, message: 'x', data: { code: 'promo_exhausted' } })).toBe(false);
  });
});
