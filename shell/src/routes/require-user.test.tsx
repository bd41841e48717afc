import { saveSession } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RequireUser } from '@/routes/require-user';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, next {new URLSearchParams(location.search).get('next')}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/riwayat-order"
          element={
            <RequireUser>
              <p>order history</p>
            </RequireUser>
          }
        />
        <Route
          path="/checkout/:productId/:locationCode?/:promoCode?"
          element={
            <RequireUser>
              <p>checkout</p>
            </RequireUser>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireUser', () => {
  it('sends a visitor without a stored user to /login, remembering the target', () => {
    renderAt('/riwayat-order');
    expect(screen.getByText('login page, next /riwayat-order')).toBeTruthy();
    expect(screen.queryByText('order history')).toBeNull();
  });

  it('carries a checkout with its location, promo and query to /login', () => {
    renderAt('/checkout/jp-sim-5gb-7d/JP/JALAN10?step=2');
    expect(screen.getByText('login page, next /checkout/jp-sim-5gb-7d/JP/JALAN10?step=2')).toBeTruthy();
    expect(screen.queryByText('checkout')).toBeNull();
  });

  it('lets a visitor with a stored user through', () => {
    saveSession({ user: { email: 'rina@example.com' } });
    renderAt('/riwayat-order');
    expect(screen.getByText('order history')).toBeTruthy();
    saveSession({ user: null });
  });
});
