import { describe, expect, it } from 'vitest';

import { sessionCookies } from './session-storage';

describe('the session cookies', () => {
  it('send the token only to the order history page, for an hour, the token’s lifetime', () => {
    const [signedIn, ordersPage] = sessionCookies('header.claims.signature', true);
    expect(signedIn).toBe('kelana_signed_in=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(ordersPage).toBe('kelana_orders_page=header.claims.signature; Path=/riwayat-order; Max-Age=3600; SameSite=Lax; Secure');
  });

  it('clear both on sign-out, with the path each was written with', () => {
    const [signedIn, ordersPage] = sessionCookies(null, false);
    expect(signedIn).toBe('kelana_signed_in=; Path=/; Max-Age=0; SameSite=Lax');
    expect(ordersPage).toBe('kelana_orders_page=; Path=/riwayat-order; Max-Age=0; SameSite=Lax');
  });
});
