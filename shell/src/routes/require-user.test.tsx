import { saveSession } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RequireUser } from '@/routes/require-user';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from}</p>;
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
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireUser', () => {
  it('sends a visitor without a stored user to /login, remembering the target', () => {
    renderAt('/riwayat-order');
    expect(screen.getByText('login page, from /riwayat-order')).toBeTruthy();
    expect(screen.queryByText('order history')).toBeNull();
  });

  it('lets a visitor with a stored user through', () => {
    saveSession({ user: { email: 'rina@example.com' } });
    renderAt('/riwayat-order');
    expect(screen.getByText('order history')).toBeTruthy();
    saveSession({ user: null });
  });
});
