import { i18n } from '@kelana/runtime';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CountryOrdersContent } from '@/features/orders/country-orders-content';
import { forgetStock } from '@/features/orders/use-stock';

function product(n: number, type: string) {
  return {
    product_id: `jp-${type}-${n}`,
    name: `Paket ${type} ${n}`,
    type,
    price: [{ currency: 'IDR', amount: 200000 - n * 1000 }],
    items: [{ item_id: n, item_name: `Kuota ${n}GB`, item_desc: 'Jaringan 5G', validity_days: 7, price: [{ currency: 'IDR', amount: 150000 }] }],
  };
}

function serve(count: (type: string) => number) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const type = new URL(String(input), 'http://localhost').searchParams.get('type') ?? '';
    return Response.json({ success: true, message: 'OK', data: { products: Array.from({ length: count(type) }, (_, n) => product(n + 1, type)) } });
  });
}

function renderPage(entry = '/orders/JP') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <CountryOrdersContent code="JP" />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  forgetStock();
  await i18n.changeLanguage('id');
});

describe('single-country order page', () => {
  it('names the country, shows 9 products cheapest first, then all, and resets on tab change', async () => {
    serve(() => 12);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Paket eSIM Jepang' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(within(cards[0]).getByText('Rp. 188.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan semua paket' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('tab', { name: 'Paket data' }));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    fireEvent.click(screen.getByRole('tab', { name: 'eSIM' }));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
  });

  it('buy now leads to checkout of that product', async () => {
    serve(() => 1);
    renderPage();
    const buy = await screen.findByRole('link', { name: 'Beli sekarang' });
    expect(buy.getAttribute('href')).toBe('/checkout/jp-esim_bundle-1');
  });

  it('tells when a plan\'s days start and the deadline to install it, on the card and in the details', async () => {
    serve(() => 1);
    renderPage();
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByText('Berlaku 7 hari sejak pertama terhubung di tujuan')).toBeTruthy();
    expect(within(card).getByText('Pasang paling lambat 30 hari setelah pembelian')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Lihat detail' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Berlaku 7 hari sejak pertama terhubung di tujuan')).toBeTruthy();
  });

  it('a top-up for one eSIM opens the data packages and carries its ICCID to the checkout', async () => {
    serve(() => 1);
    renderPage('/orders/JP?iccid=8962000000000000011');
    expect(screen.getByRole('tab', { name: 'Paket data', selected: true })).toBeTruthy();
    expect(screen.getByText('Pilih paket data untuk mengisi ulang ICCID …000011')).toBeTruthy();
    const buy = await screen.findByRole('link', { name: 'Beli sekarang' });
    expect(buy.getAttribute('href')).toBe('/checkout/jp-data_package-1?iccid=8962000000000000011');
  });

  it('says sold out instead of offering a card the store has none of, and sells what it has', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/stock') return Response.json({ success: true, message: 'ok', data: { esim: false, physical_sim: true } });
      const type = url.searchParams.get('type') ?? '';
      return Response.json({ success: true, message: 'OK', data: { products: [product(1, type)] } });
    });
    forgetStock(); // an answer an earlier page asked for must not stand for this one
    renderPage();
    const card = (await screen.findAllByRole('article'))[0];
    expect(await within(card).findByText('Stok habis')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Beli sekarang' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Lihat detail' }));
    expect(await within(screen.getByRole('dialog')).findByText('Stok habis')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /tutup/i }));
    fireEvent.click(screen.getByRole('tab', { name: 'SIM fisik' }));
    const simCard = (await screen.findAllByRole('article'))[0];
    expect(await within(simCard).findByRole('link', { name: 'Beli sekarang' })).toBeTruthy();
  });

  it('each card lists what travellers compare: data, days, network, hotspot and operators', async () => {
    const facts = { data_gb: 5, unlimited: false, validity_days: 7, network: '4G/5G', hotspot: true, operators: ['NTT Docomo', 'SoftBank'] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ success: true, message: 'OK', data: { products: [{ ...product(1, 'esim_bundle'), facts }] } }),
    );
    renderPage();
    const card = (await screen.findAllByRole('article'))[0];
    const list = within(card).getByRole('list', { name: 'Isi paket' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5 GB', '7 hari', '4G/5G', 'Hotspot boleh']);
    expect(within(card).getByText('Jaringan: NTT Docomo, SoftBank')).toBeTruthy();
  });

  it('the details offer every package of the tab as a choice, the opened one chosen, and buy the one chosen', async () => {
    serve(() => 3);
    renderPage();
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Lihat detail' }));
    const dialog = screen.getByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Pilihan paket' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    fireEvent.click(radios[0]);
    expect(within(dialog).getByRole('heading', { name: 'Paket esim_bundle 3' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Beli sekarang' }).getAttribute('href')).toBe('/checkout/jp-esim_bundle-3');
  });

  it('asks for English product texts in English', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input));
      return Response.json({ success: true, message: 'OK', data: { products: [] } });
    });
    await i18n.changeLanguage('en');
    renderPage();
    await screen.findByText('No packages of this type yet.');
    expect(calls.some((url) => url.includes('/api/products/country/JP?type=esim_bundle&lang=en'))).toBe(true);
  });

  it('says so when a type has no products', async () => {
    serve(() => 0);
    renderPage();
    expect(await screen.findByText('Belum ada paket untuk jenis ini.')).toBeTruthy();
  });

  it('shows the server message when the list fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ success: false, message: "Negara atau region 'XX' tidak ditemukan", data: { code: 'location_not_found' } }, { status: 404 }),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe("Negara atau region 'XX' tidak ditemukan");
  });

  it('a country code is always the country: SA is Saudi Arabia with its flag, not a region', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/destinations')) {
        return Response.json({ success: true, message: 'OK', data: [{ code: 'SA', name_id: 'Arab Saudi', name_en: 'Saudi Arabia', has_page: false, starting_price: 135000, aliases: [], regions: ['MIDEAST'] }] });
      }
      if (path.endsWith('/regions')) {
        return Response.json({ success: true, message: 'OK', data: [{ code: 'SOUTHAM', name_id: 'Amerika Selatan', name_en: 'South America', available: false, price: 0 }] });
      }
      return Response.json({ success: true, message: 'OK', data: { products: [product(1, 'esim_bundle')] } });
    });
    render(
      <MemoryRouter>
        <CountryOrdersContent code="SA" />
      </MemoryRouter>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /Arab Saudi/ });
    expect(heading.textContent).not.toContain('Amerika');
    // A country's banner, not a region's globe.
    expect(document.querySelector('.orders-banner--skyline')).not.toBeNull();
    expect(document.querySelector('.orders-banner--globe')).toBeNull();
  });

  it('a region code sent here goes to the region’s own page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/destinations')) {
        return Response.json({ success: true, message: 'OK', data: [{ code: 'JP', name_id: 'Jepang', name_en: 'Japan', has_page: true, starting_price: 80000, aliases: [], regions: [] }] });
      }
      if (path.endsWith('/regions')) {
        return Response.json({ success: true, message: 'OK', data: [{ code: 'EU', name_id: 'Eropa', name_en: 'Europe', available: true, price: 120000 }] });
      }
      return Response.json({ success: true, message: 'OK', data: { products: [product(1, 'esim_bundle')] } });
    });
    render(
      <MemoryRouter initialEntries={['/orders/EU']}>
        <Routes>
          <Route path="/orders/:code" element={<CountryOrdersContent code="EU" />} />
          <Route path="/region-orders/:code" element={<p>region page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('region page')).toBeTruthy();
  });
});
