import { i18n, saveSession } from '@kelana/runtime';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Order, prefetchOrderHistory } from '@/features/order-history/order-api';
import { OrderHistory } from '@/features/order-history/order-history';
import { envelope, fakeServer, refused } from '@/test/fake-server';

// A 1x1 PNG: what the detail modal shows as the eSIM's QR.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function order(n: number, status: Order['status'], type: 'sim_bundle' | 'esim_bundle' = 'esim_bundle'): Order {
  return {
    order_id: `ORDER${String(n).padStart(5, '0')}`,
    status,
    created_at: '2026-11-20T03:00:00Z',
    final_amount: 104_000,
    payment_method: 'gateway',
    order_details: [{ product_id: 'jp-esim-5gb-5d', name: `eSIM Jepang ${n}`, type, quantity: 1, price: 104_000 }],
  };
}

const ORDERS = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => order(n, 'provisioned')),
  order(8, 'awaiting_payment'),
  order(9, 'paid', 'sim_bundle'),
  order(10, 'provision_failed'),
];

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderHistory(url = '/riwayat-order') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/riwayat-order" element={<OrderHistory />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  saveSession({ user: { uid: 'uid-ani', name: 'Ani Lestari', email: 'ani@example.com', phone: '+628123' } });
  server = fakeServer({
    'GET /api/order': () => [200, envelope(ORDERS)],
    'GET /api/user/orders/ORDER00001/iccid': () => [
      200,
      envelope({ iccid_details: { iccid: '8962110000000000014', type: 'esim', status: 'active', qr_code: PNG, qr_code_format: 'base64_png', activation_code: 'LPA:1$smdp$X', ios_install_url: 'https://esimsetup.apple.com/x', android_install_url: 'https://esimsetup.android.com/x' } }),
    ],
    'GET /api/products/jp-esim-5gb-5d': () => [200, envelope({ note: Array.from({ length: 40 }, (_, i) => `kata${i}`).join(' ') })],
    'POST /api/order/ORDER00009/activate': (body) =>
      body.iccid === '8962100000000000010'
        ? [200, envelope({ order_id: 'ORDER00009', iccid: body.iccid, status: 'active' })]
        : [400, refused('Nomor ICCID tidak valid. Periksa kembali 19 atau 20 digit yang dimulai dengan 89.', { code: 'esim_invalid_iccid' })],
    'POST /api/order/ORDER00008/pay': () => [200, envelope({ payment_url: 'transfer' })],
  });
});

afterEach(async () => {
  await i18n.changeLanguage('id');
  server.restore();
});

describe('order history', () => {
  it('shows each tab its orders, 3 then 3 more, and starts over on another tab', async () => {
    const user = renderHistory();

    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 8' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Selesai' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Gagal' }));
    expect(screen.getByText('Aktivasi gagal')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Selesai' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Diproses' }));
    expect(screen.getByText('Belum ada order di sini.')).toBeTruthy();
  });

  it("shows each eSIM's install state in words, on its card and in its details", async () => {
    server.restore();
    server = fakeServer({
      'GET /api/order': () => [200, envelope(ORDERS)],
      'GET /api/user/iccids': () => [
        200,
        envelope({
          iccids: [
            { iccid: '8962110000000000014', type: 'esim', status: 'active', order_id: 'ORDER00001', install_state: 'installed', installed_device: 'Apple iPhone 15' },
            { iccid: '8962110000000000022', type: 'esim', status: 'active', order_id: 'ORDER00002', install_state: 'not_installed', installed_device: null },
          ],
        }),
      ],
      'GET /api/user/orders/ORDER00002/iccid': () => [
        200,
        envelope({ iccid_details: { iccid: '8962110000000000022', type: 'esim', status: 'active', qr_code: PNG, qr_code_format: 'base64_png', activation_code: 'LPA:1$smdp$Y', install_state: 'enabled', installed_device: 'Google Pixel 8' } }),
      ],
    });
    const user = renderHistory();
    await user.click(await screen.findByRole('tab', { name: 'Selesai' }));
    const [first, second] = screen.getAllByRole('article');

    expect(await within(first).findByText('Terpasang di Apple iPhone 15')).toBeTruthy();
    expect(within(second).getByText('Belum dipasang')).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail transaksi' });
    expect(await within(dialog).findByText('Aktif')).toBeTruthy();
  });

  it('an eSIM never installed is refunded from its details after a confirmation; a refusal says why', async () => {
    const refundable = { ...order(1, 'provisioned'), can_refund: true, refund_until: '2026-12-04T03:00:00Z' };
    const transfer = { ...order(2, 'provisioned'), payment_method: 'transfer', can_refund: true, refund_until: '2026-12-04T03:00:00Z' };
    const asked: Record<string, unknown>[] = [];
    server.restore();
    server = fakeServer({
      'GET /api/order': () => [200, envelope(asked.length ? [{ ...refundable, status: 'refunded', can_refund: false, refund_state: 'approved' }, transfer] : [refundable, transfer])],
      'POST /api/order/ORDER00001/refund': (body) => {
        asked.push(body);
        return [200, envelope({ order_id: 'ORDER00001', status: 'refunded', refund_state: 'approved', amount: 104_000 })];
      },
      'POST /api/order/ORDER00002/refund': () => [409, refused('eSIM ini sudah dipasang di ponsel, jadi tidak dapat dikembalikan dananya.', { code: 'order_not_refundable' })],
    });
    const user = renderHistory();
    await user.click(await screen.findByRole('tab', { name: 'Selesai' }));
    await user.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Detail' }));
    let dialog = await screen.findByRole('dialog', { name: 'Detail transaksi' });

    expect(within(dialog).getByText(/Anda bisa mendapatkan kembali Rp/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana eSIM ini' }));
    await user.click(within(dialog).getByRole('button', { name: /Ya, kembalikan Rp/ }));
    expect(await within(dialog).findByText(/sedang diproses ke metode pembayaran Anda/)).toBeTruthy();
    expect(asked).toEqual([{}]);

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await user.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Detail' }));
    dialog = await screen.findByRole('dialog', { name: 'Detail transaksi' });
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana eSIM ini' }));
    await user.type(within(dialog).getByLabelText('Nama bank'), 'BCA');
    await user.type(within(dialog).getByLabelText('Nomor rekening'), '5270445521');
    await user.type(within(dialog).getByLabelText('Nama pemilik rekening'), 'Ani');
    await user.click(within(dialog).getByRole('button', { name: /Ya, kembalikan Rp/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('eSIM ini sudah dipasang di ponsel, jadi tidak dapat dikembalikan dananya.');
  });

  it('a card shows the last 12 characters of the order number, and details show the QR to download', async () => {
    const user = renderHistory();
    await user.click(await screen.findByRole('tab', { name: 'Selesai' }));
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('ORDER00001'.slice(-12))).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Detail' }));

    const dialog = await screen.findByRole('dialog', { name: 'Detail transaksi' });
    expect(within(dialog).getByText('Berhasil')).toBeTruthy();
    const qr = await within(dialog).findByRole('img', { name: 'Kode QR eSIM order ORDER00001' });
    expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect(within(dialog).getByRole('link', { name: 'Unduh kode QR' }).getAttribute('download')).toBe('esim-ORDER00001.png');
    expect(within(dialog).getByRole('link', { name: 'Buka kartu eSIM' }).getAttribute('href')).toBe('/esim/ORDER00001');
    expect(within(dialog).getByText('ani@example.com')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Selengkapnya' })).toBeTruthy());
    expect(within(dialog).queryByText(/kata35/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Selengkapnya' }));
    expect(within(dialog).getByText(/kata35/)).toBeTruthy();
  });

  it('a paid SIM card is activated by typing its ICCID; a wrong one says why and offers a rescan', async () => {
    const user = renderHistory();
    await user.click(await screen.findByRole('tab', { name: 'Dibayar' }));
    await user.click(screen.getByRole('button', { name: 'Aktivasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktivasi kartu SIM' });

    await user.type(within(dialog).getByLabelText('Nomor ICCID'), '8962100000000000011');
    await user.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    expect(await within(dialog).findByText(/Nomor ICCID tidak valid/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pindai ulang' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await user.clear(within(dialog).getByLabelText('Nomor ICCID'));
    await user.type(within(dialog).getByLabelText('Nomor ICCID'), ' 8962 1000 0000 0000 010 ');
    await user.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));

    expect(await within(dialog).findByText('Kartu SIM berhasil diaktifkan!')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === 'POST /api/order/ORDER00009/activate').at(-1)?.body).toEqual({
      iccid: '8962100000000000010',
    });
  });

  it('an empty ICCID is ignored', async () => {
    const user = renderHistory('/riwayat-order?action=activate&orderId=ORDER00009');
    const dialog = await screen.findByRole('dialog', { name: 'Aktivasi kartu SIM' });

    await user.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));

    expect(server.calls.some((call) => call.path.endsWith('/activate'))).toBe(false);
  });

  it('opening the camera without a scanner remote offers to type instead', async () => {
    const user = renderHistory('/riwayat-order?action=activate&orderId=ORDER00009');
    const dialog = await screen.findByRole('dialog', { name: 'Aktivasi kartu SIM' });

    await user.click(within(dialog).getByRole('button', { name: 'Buka kamera' }));

    expect(within(dialog).getByLabelText('Resolusi kamera')).toHaveProperty('value', '1080p');
    expect(within(dialog).getByText(/Pemindai tidak dapat dimuat/)).toBeTruthy();
  });

  it('pay now on a transfer order goes to the payment response', async () => {
    const user = renderHistory();

    await user.click(await screen.findByRole('button', { name: 'Bayar sekarang' }));

    expect(await screen.findByText(/at \/payment\/response\?method=transfer&orderId=ORDER00008/)).toBeTruthy();
  });

  it('?tab= opens the tab an order is in, as the payment result page links it', async () => {
    renderHistory('/riwayat-order?tab=paid');

    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 9' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dibayar' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'eSIM Jepang 8' })).toBeNull();
  });

  it('?orderId= opens the tab that order is in when the list loads, whatever ?tab= said', async () => {
    renderHistory('/riwayat-order?tab=paid&orderId=ORDER00002');

    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Selesai' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an unknown ?tab= opens the first tab', async () => {
    renderHistory('/riwayat-order?tab=nonsense');

    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 8' })).toBeTruthy();
  });

  it('the card and the details name the product bought, by its own name, in the buyer\'s language', async () => {
    const sim: Order = {
      ...order(11, 'paid', 'sim_bundle'),
      order_details: [
        { product_id: 'jp-sim-15gb-15d', name: 'SIM Jepang 15GB 15 Hari', name_en: 'Japan SIM 15GB 15 Days', type: 'sim_bundle', quantity: 1, price: 260_000 },
      ],
    };
    server.restore();
    server = fakeServer({ 'GET /api/order': () => [200, envelope([sim])], 'GET /api/products/jp-sim-15gb-15d': () => [200, envelope({ note: '' })] });
    await act(() => i18n.changeLanguage('en'));
    const user = renderHistory('/riwayat-order?tab=paid');

    const card = (await screen.findByRole('heading', { name: 'Japan SIM 15GB 15 Days' })).closest('article')!;
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Japan SIM 15GB 15 Days')).toBeTruthy();

    await act(() => i18n.changeLanguage('id'));
    expect(await within(dialog).findByText('SIM Jepang 15GB 15 Hari')).toBeTruthy();
  });

  it('an eSIM has no card to scan: "activate" opens its QR with the install steps and the plan\'s validity rule', async () => {
    server.restore();
    server = fakeServer({
      'GET /api/order': () => [200, envelope(ORDERS)],
      'GET /api/user/orders/ORDER00001/iccid': () => [
        200,
        envelope({ iccid_details: { iccid: '8962110000000000014', type: 'esim', status: 'active', qr_code: PNG, qr_code_format: 'base64_png', activation_code: 'LPA:1$smdp$X', ios_install_url: null, android_install_url: null } }),
      ],
      'GET /api/products/jp-esim-5gb-5d': () => [
        200,
        envelope({ note: 'eSIM', items: [{ validity_days: 5 }], validity: { starts: 'first_connection', install_within_days: 30 } }),
      ],
    });
    renderHistory('/riwayat-order?action=activate&orderId=ORDER00001');

    const dialog = await screen.findByRole('dialog', { name: 'Detail transaksi' });
    expect(screen.queryByRole('dialog', { name: /Aktivasi/ })).toBeNull();
    expect(await within(dialog).findByRole('img', { name: 'Kode QR eSIM order ORDER00001' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Cara memasang eSIM' })).toBeTruthy();
    expect(within(dialog).getByText('Berlaku 5 hari sejak pertama terhubung di tujuan')).toBeTruthy();
    expect(within(dialog).getByText('Pasang paling lambat 20 Desember 2026')).toBeTruthy();
  });

  it('an eSIM order is topped up from its card: its destination\'s data packages, with its ICCID', async () => {
    server.restore();
    server = fakeServer({
      'GET /api/order': () => [200, envelope(ORDERS)],
      'GET /api/user/orders/ORDER00001/iccid': () => [
        200,
        envelope({ iccid_details: { iccid: '8962110000000000014', type: 'esim', status: 'active', qr_code: PNG, qr_code_format: 'base64_png', activation_code: 'LPA:1$smdp$X', ios_install_url: null, android_install_url: null } }),
      ],
      'GET /api/products/jp-esim-5gb-5d': () => [200, envelope({ scope: 'country', location_code: 'JP' })],
    });
    const user = renderHistory('/riwayat-order?tab=provisioned');
    const card = await screen.findByRole('article', { name: 'eSIM Jepang 1' });

    await user.click(within(card).getByRole('button', { name: 'Isi ulang' }));

    expect(await screen.findByText('at /orders/JP?iccid=8962110000000000014')).toBeTruthy();
  });

  it('a list that cannot load says so', async () => {
    server.restore();
    server = fakeServer({ 'GET /api/order': () => [500, refused('')] });
    renderHistory();

    expect(await screen.findByText('Gagal memuat riwayat order. Silakan coba lagi.')).toBeTruthy();
  });

  it('shows the list asked for while its code was loading, without asking again; one asked for long before is asked for again', async () => {
    const listAsked = () => server.calls.filter((call) => call.path === 'GET /api/order').length;
    prefetchOrderHistory();
    expect(listAsked()).toBe(1);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/riwayat-order']}>
        <OrderHistory />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 8' })).toBeTruthy();
    expect(listAsked()).toBe(1);
    unmount();

    // A list asked for a minute before the page shows could miss an order paid meanwhile.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      prefetchOrderHistory();
      vi.setSystemTime(Date.now() + 60_000);
      renderHistory();
      expect(await screen.findByRole('heading', { name: 'eSIM Jepang 8' })).toBeTruthy();
      expect(listAsked()).toBe(3);
    } finally {
      vi.useRealTimers();
    }

    cleanup();

    // A list asked for with another session is someone else's: signed out and in again, it is asked for again.
    saveSession({ token: 'token-of-ani' });
    prefetchOrderHistory();
    saveSession({ token: 'token-of-budi' });
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'eSIM Jepang 8' })).toBeTruthy();
    expect(listAsked()).toBe(5);
  });
});
