import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { LoginPage } from '@/exposes/login-page';
import { OrderHistoryPage } from '@/exposes/order-history-page';
import { QuotaPage } from '@/exposes/quota-page';
import { RegisterPage } from '@/exposes/register-page';
import { fakeServer } from '@/test/fake-server';

afterEach(() => {
  fakeServer({}).restore();
});

describe('account pages', () => {
  it.each([
    [LoginPage, 'Masuk'],
    [RegisterPage, 'Daftar'],
    [OrderHistoryPage, 'Riwayat Order'],
    [QuotaPage, 'Cek Kuota'],
  ])('%o shows its heading', (Page, heading) => {
    fakeServer({});
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
