import { i18n } from '@kelana/runtime';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SpecialOrdersContent } from '@/features/orders/special-orders-content';

const SPECIAL = [
  {
    product_id: 'umrah-esim-15d',
    name: 'eSIM Umrah 15 Hari',
    type: 'esim_bundle',
    price: [{ currency: 'IDR', amount: 245000 }],
    countries: ['SA', 'QA'],
    items: [
      { item_id: 1, item_name: 'Kuota data 15GB Arab Saudi', item_desc: 'STC', validity_days: 15, price: [{ currency: 'IDR', amount: 245000 }] },
      { item_id: 2, item_name: 'Bonus transit 1GB', item_desc: 'Doha', validity_days: 3, price: [{ currency: 'IDR', amount: 0 }] },
    ],
  },
  {
    product_id: 'umrah-data-5gb-7d',
    name: 'Tambahan Kuota Umrah 5GB',
    type: 'data_package',
    price: [{ currency: 'IDR', amount: 99000 }],
    countries: ['SA'],
    items: [{ item_id: 3, item_name: 'Kuota data 5GB', item_desc: 'STC', validity_days: 7, price: [{ currency: 'IDR', amount: 99000 }] }],
  },
];

function renderPage() {
  render(
    <MemoryRouter>
      <SpecialOrdersContent />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
});

describe('special package page', () => {
  it('lists the special products cheapest first, with their type, and buy now without a location', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true, message: 'OK', data: SPECIAL }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Paket Spesial Umrah & Haji' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Tambahan Kuota Umrah 5GB', 'eSIM Umrah 15 Hari']);
    expect(within(cards[0]).getByText('Paket data')).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: 'Beli sekarang' }).getAttribute('href')).toBe('/checkout/umrah-esim-15d');
    expect(screen.getByText(/Arab Saudi, Qatar/)).toBeTruthy();
  });

  it('the details show every item with its validity in days', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true, message: 'OK', data: SPECIAL }));
    renderPage();
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Lihat detail' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('15 hari')).toBeTruthy();
    expect(within(dialog).getByText('3 hari')).toBeTruthy();
  });

  it('without an answer it says loading failed and offers to try again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockImplementation(async () => Response.json({ success: true, message: 'OK', data: SPECIAL }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal memuat paket spesial. Periksa koneksi internet Anda, lalu coba lagi.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('a server failure has its own text', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('Bad gateway', { status: 502 }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Terjadi kesalahan pada server saat memuat paket spesial. Silakan coba lagi nanti.',
    );
  });

  it('an empty list says there are no packages', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true, message: 'OK', data: [] }));
    renderPage();
    expect(await screen.findByText('Belum ada paket untuk jenis ini.')).toBeTruthy();
  });
});
