import { i18n } from '@kelana/runtime';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RegionOrdersContent } from '@/features/orders/region-orders-content';

const REGIONS = [
  { code: 'EU', name_id: 'Eropa', name_en: 'Europe', available: true, price: 120000, countries: ['FR', 'DE', 'IT'] },
  { code: 'SA', name_id: 'Amerika Selatan', name_en: 'South America', available: false, price: 0, countries: ['BR'] },
];

function product(n: number, type: string) {
  return {
    product_id: `eu-${type}-${n}`,
    name: `Paket ${type} ${n}`,
    type,
    price: [{ currency: 'IDR', amount: 300000 - n * 1000 }],
    items: [{ item_id: n, item_name: `Kuota ${n}GB`, item_desc: 'Jaringan 4G/5G', validity_days: 10, price: [{ currency: 'IDR', amount: 250000 }] }],
  };
}

/** The real API's shapes: the regions list, and `count(type)` products per tab. */
function serve(count: (type: string) => number, calls: string[] = []) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url.pathname + url.search);
    if (url.pathname === '/api/regions') return Response.json({ success: true, message: 'OK', data: REGIONS });
    const type = url.searchParams.get('type') ?? '';
    return Response.json({ success: true, message: 'OK', data: { products: Array.from({ length: count(type) }, (_, n) => product(n + 1, type)) } });
  });
  return calls;
}

function renderPage(code = 'EU') {
  render(
    <MemoryRouter>
      <RegionOrdersContent code={code} />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
});

describe('regional order page', () => {
  it('names the region in the current language and lists its countries', async () => {
    serve(() => 1);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paket eSIM Eropa' })).toBeTruthy();
    expect(screen.getByText('Satu paket untuk 3 negara. Pilih paket, termurah lebih dulu.')).toBeTruthy();
    expect(screen.getByText(/Prancis, Jerman, Italia/)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Europe eSIM packages' })).toBeTruthy();
    expect(screen.getByText(/France, Germany, Italy/)).toBeTruthy();
  });

  it('has tabs esim_bundle, sim_bundle, data_package in that order, each asking for its type', async () => {
    const calls = serve(() => 2);
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['eSIM', 'SIM fisik', 'Paket data']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Paket data' }));
    await screen.findAllByRole('article');
    expect(calls).toContain('/api/products/region/EU?type=esim_bundle');
    expect(calls).toContain('/api/products/region/EU?type=data_package');
  });

  it('shows 9, then all, and a tab change starts again at 9', async () => {
    serve(() => 11);
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan semua paket' }));
    expect(screen.getAllByRole('article')).toHaveLength(11);
    fireEvent.click(screen.getByRole('tab', { name: 'SIM fisik' }));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
  });

  it('buy now goes to the checkout of the product in this region', async () => {
    serve(() => 1);
    renderPage();
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByRole('link', { name: 'Beli sekarang' }).getAttribute('href')).toBe('/checkout/eu-esim_bundle-1/EU');
  });

  it('the details list every item with its validity in days', async () => {
    serve(() => 1);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat detail' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Kuota 1GB')).toBeTruthy();
    expect(within(dialog).getByText('10 hari')).toBeTruthy();
  });

  it('says so when a type has no products', async () => {
    serve(() => 0);
    renderPage();
    expect(await screen.findByText('Belum ada paket untuk jenis ini.')).toBeTruthy();
  });

  it('an unknown region gets a clear not-found message and a way back', async () => {
    serve(() => 1);
    renderPage('XX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Region tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('"XX"');
    expect(screen.getByRole('link', { name: 'Lihat semua destinasi' }).getAttribute('href')).toBe('/');
  });

  it('a region that is not available yet says it is coming', async () => {
    serve(() => 0);
    renderPage('SA');
    expect(await screen.findByText(/segera hadir/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a failed products call shows the server message in red', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/regions')
        ? Response.json({ success: true, message: 'OK', data: REGIONS })
        : Response.json({ success: false, message: 'Layanan katalog sedang dipelihara', data: null }, { status: 409 }),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Layanan katalog sedang dipelihara');
  });
});
