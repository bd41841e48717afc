import { i18n } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CountryOrdersPage } from '@/exposes/country-orders-page';
import { HomePage } from '@/exposes/home-page';
import { LegalPage } from '@/exposes/legal-page';
import { PromoPage } from '@/exposes/promo-page';

// The pages that load lists get an empty envelope instead of a network call.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    Response.json({ success: true, message: 'OK', data: String(input).includes('/products/') ? { products: [] } : [] }),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
});

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('catalog pages', () => {
  it('home shows its heading in Indonesian, then English', async () => {
    renderAt('/', '/', <HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beli eSIM untuk perjalanan Anda' })).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy an eSIM for your trip' })).toBeTruthy();
  });

  it('the country page names the country of the code in the URL', () => {
    renderAt('/orders/jp', '/orders/:countryCode', <CountryOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Paket eSIM Jepang' })).toBeTruthy();
  });

  it('the promo page works with and without a code', () => {
    renderAt('/special-promo/merdeka', '/special-promo/:promoCode?', <PromoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promo MERDEKA' })).toBeTruthy();
  });

  it('one legal page serves terms, privacy and security', () => {
    renderAt('/security', '/security', <LegalPage topic="security" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Keamanan' })).toBeTruthy();
  });
});
