import { i18n, saveSession } from '@kelana/runtime';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PromoPage } from '@/exposes/promo-page';

type Reply = { status?: number; body: unknown } | 'network';

/** The promos API as the server answers it, path by path (query strings are matched too when given). */
function serve(routes: Record<string, Reply>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://store.test');
    const reply = routes[url.pathname + url.search] ?? routes[url.pathname];
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (!reply) return Response.json({ success: false, message: 'not found', data: null }, { status: 404 });
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
}

const ok = (data: unknown, message = 'OK') => ({ body: { success: true, message, data } });
const JP_ESIM = { product_id: 'JP-ESIM-1', name: 'eSIM Jepang 1 GB', type: 'esim_bundle', price: [{ currency: 'IDR', amount: 80000 }], items: [] };
const COUNTRIES = ok({ countries: [{ code: 'JP', name_id: 'Jepang', name_en: 'Japan' }, { code: 'HK', name_id: 'Hongkong', name_en: 'Hong Kong' }] });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/special-promo/:promoCode?" element={<PromoPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = async () => JSON.parse((await screen.findByTestId('where')).textContent ?? '{}');
const signIn = () => saveSession({ token: 'id-token', user: { uid: 'u-1', email: 'sari@example.com', name: 'Sari' } });

afterEach(async () => {
  vi.restoreAllMocks();
  saveSession({ token: null, user: null });
  await i18n.changeLanguage('id');
});

describe('promo page', () => {
  it('without a code shows the invalid-promo error', () => {
    renderAt('/special-promo');
    expect(screen.getByRole('heading', { level: 1, name: 'Promo tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Kode promo tidak valid/);
  });

  it('with a code the server does not know shows the invalid-promo error', async () => {
    serve({ '/api/promos/countries': { status: 404, body: { success: false, message: 'Kode promo tidak valid', data: { code: 'promo_not_found' } } } });
    renderAt('/special-promo/merdeka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo tidak ditemukan' })).toBeTruthy();
  });

  it('HUTRI80 has its own banner and offers only the countries the server allows, in the page language', async () => {
    const fetch = serve({ '/api/promos/countries?code=HUTRI80': COUNTRIES });
    renderAt('/special-promo/hutri80');
    expect(screen.getByRole('heading', { level: 1, name: 'Merdeka! eSIM gratis HUT RI ke-80' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /HUT RI ke-80/ })).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: /Klaim/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Hongkong/),
      expect.stringMatching(/^Jepang/),
    ]);
    expect(String(fetch.mock.calls[0][0])).toContain('/api/promos/countries?code=HUTRI80');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: /Hong Kong/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Japan/ })).toBeTruthy();
  });

  it('says when the countries cannot be loaded, and tries again', async () => {
    serve({ '/api/promos/countries': { status: 500, body: { success: false, message: 'boom', data: null } } });
    renderAt('/special-promo/HUTRI80');
    expect((await screen.findByRole('alert')).textContent).toMatch('Gagal memuat daftar negara promo.');
    serve({ '/api/promos/countries': COUNTRIES });
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('button', { name: /Jepang/ })).toBeTruthy();
  });

  it('sends a guest who chooses a country to /login, to come back to this page and country', async () => {
    serve({ '/api/promos/countries': COUNTRIES });
    renderAt('/special-promo/HUTRI80');
    fireEvent.click(await screen.findByRole('button', { name: /Jepang/ }));
    expect(await where()).toEqual({
      path: '/login',
      state: { from: { pathname: '/special-promo/HUTRI80', search: '?country=JP', hash: '' } },
    });
  });

  it('warns a signed-in user who already claimed it and does not let them continue', async () => {
    signIn();
    const fetch = serve({ '/api/promos/countries': COUNTRIES, '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: true }) });
    renderAt('/special-promo/HUTRI80');
    expect((await screen.findByRole('alert')).textContent).toMatch('Promo sudah diklaim');
    expect((screen.getByRole('button', { name: /Jepang/ }) as HTMLButtonElement).disabled).toBe(true);
    const usageCall = fetch.mock.calls.find(([url]) => String(url).includes('check-usage'));
    expect(new Headers(usageCall?.[1]?.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('takes a signed-in user from a country to the checkout with the product, country and promo', async () => {
    signIn();
    serve({
      '/api/promos/countries': COUNTRIES,
      '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: false }),
      '/api/promos/HUTRI80/products?country=JP': ok({ promo_code: 'HUTRI80', products: [JP_ESIM] }),
      '/api/promos/HUTRI80/validate': ok({ discount: 80000 }),
    });
    renderAt('/special-promo/HUTRI80');
    const japan = await screen.findByRole('button', { name: /Jepang/ });
    await waitFor(() => expect((japan as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(japan);
    expect((await where()).path).toBe('/checkout/JP-ESIM-1/JP/HUTRI80');
  });

  it('lets the user choose when a country has several products', async () => {
    signIn();
    const second = { ...JP_ESIM, product_id: 'JP-ESIM-3', name: 'eSIM Jepang 3 GB' };
    serve({
      '/api/promos/countries': COUNTRIES,
      '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: false }),
      '/api/promos/HUTRI80/products?country=JP': ok({ promo_code: 'HUTRI80', products: [JP_ESIM, second] }),
      '/api/promos/HUTRI80/validate': ok({ discount: 80000 }),
    });
    renderAt('/special-promo/HUTRI80');
    const japan = await screen.findByRole('button', { name: /Jepang/ });
    await waitFor(() => expect((japan as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(japan);
    const dialog = await screen.findByRole('dialog', { name: 'Pilih paket Jepang' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih paket: eSIM Jepang 3 GB' }));
    expect((await where()).path).toBe('/checkout/JP-ESIM-3/JP/HUTRI80');
  });

  it('tells when a country has no promo products, in a toast that closes after 1.5 s', async () => {
    signIn();
    serve({
      '/api/promos/countries': COUNTRIES,
      '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: false }),
      '/api/promos/HUTRI80/products?country=HK': ok({ promo_code: 'HUTRI80', products: [] }),
    });
    renderAt('/special-promo/HUTRI80');
    const hongkong = await screen.findByRole('button', { name: /Hongkong/ });
    await waitFor(() => expect((hongkong as HTMLButtonElement).disabled).toBe(false));
    const started = Date.now();
    fireEvent.click(hongkong);
    expect((await screen.findByRole('status')).textContent).toMatch('Belum ada produk promo untuk Hongkong.');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('shows the server’s refusal when the promo does not validate', async () => {
    signIn();
    serve({
      '/api/promos/countries': COUNTRIES,
      '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: false }),
      '/api/promos/HUTRI80/products?country=JP': ok({ promo_code: 'HUTRI80', products: [JP_ESIM] }),
      '/api/promos/HUTRI80/validate': { status: 409, body: { success: false, message: 'Kuota promo HUTRI80 sudah habis', data: { code: 'promo_exhausted' } } },
    });
    renderAt('/special-promo/HUTRI80');
    const japan = await screen.findByRole('button', { name: /Jepang/ });
    await waitFor(() => expect((japan as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(japan);
    expect((await screen.findByRole('alert')).textContent).toMatch('Kuota promo HUTRI80 sudah habis');
  });

  it('carries on with the chosen country after signing in', async () => {
    signIn();
    serve({
      '/api/promos/countries': COUNTRIES,
      '/api/promos/HUTRI80/check-usage/u-1': ok({ has_used: false }),
      '/api/promos/HUTRI80/products?country=JP': ok({ promo_code: 'HUTRI80', products: [JP_ESIM] }),
      '/api/promos/HUTRI80/validate': ok({ discount: 80000 }),
    });
    renderAt('/special-promo/HUTRI80?country=JP');
    expect((await where()).path).toBe('/checkout/JP-ESIM-1/JP/HUTRI80');
  });
});
