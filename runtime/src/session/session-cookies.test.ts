import { describe, expect, it } from 'vitest';

import { secondsLeft, sessionCookies } from './session-storage';

const NOW = Date.UTC(2026, 11, 5, 12, 0, 0);
const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('the session cookies', () => {
  it('send the token only to the order history page, for as long as the token lasts', () => {
    const token = jwt({ exp: NOW / 1000 + 1200 });
    const [signedIn, ordersPage] = sessionCookies(token, true, NOW);
    expect(signedIn).toBe('kelana_signed_in=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(ordersPage).toBe(`kelana_orders_page=${token}; Path=/riwayat-order; Max-Age=1200; SameSite=Lax; Secure`);
  });

  it('clear both on sign-out, and the token cookie of a token already expired', () => {
    const [signedIn, ordersPage] = sessionCookies(null, false, NOW);
    expect(signedIn).toMatch(/^kelana_signed_in=; Path=\/; Max-Age=0;/);
    expect(ordersPage).toMatch(/^kelana_orders_page=; Path=\/riwayat-order; Max-Age=0;/);
    expect(sessionCookies(jwt({ exp: NOW / 1000 - 5 }), false, NOW)[1]).toMatch(/^kelana_orders_page=; .*Max-Age=0/);
  });

  it('never keep a token longer than an hour, whatever it claims', () => {
    expect(secondsLeft(jwt({ exp: NOW / 1000 + 86_400 }), NOW)).toBe(3600);
    expect(secondsLeft('not a token', NOW)).toBe(3600);
    expect(secondsLeft(jwt({ sub: 'no expiry' }), NOW)).toBe(3600);
  });
});
