import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COPY_CONFIRMATION_MS } from '@/features/payment-result/copy-button';
import { PaymentResponse } from '@/features/payment-result/payment-response';
import { ThankYou } from '@/features/payment-result/thank-you';
import { POLL_ATTEMPTS, POLL_INTERVAL_MS } from '@/features/payment-result/use-server-order';
import { fakeStore, ok, refused } from '@/test/fake-store';

const ACCOUNTS = {
  accounts: [
    { bank: 'BCA', number: '5270 4455 21', holder: 'PT Kelana Nusantara Digital' },
    { bank: 'Mandiri', number: '137 00 1845 2021', holder: 'PT Kelana Nusantara Digital' },
    { bank: 'BRI', number: '0335 01 000845 30 7', holder: 'PT Kelana Nusantara Digital' },
  ],
  pay_within_hours: 24,
};

type Status = 'awaiting_payment' | 'paid' | 'provesioning' | 'provisioned' | 'provision_failed' | 'payment_failed' | 'expired' | 'refunded';

/** An order as GET /api/order/{id} answers it: a 15 GB SIM card bought for Rp 260.000. */
function serverOrder(status: Status, payment_method: 'gateway' | 'cash' | 'transfer', changes: Record<string, unknown> = {}) {
  return {
    order_id: 'ABCDE12345',
    status,
    created_at: '2026-11-27T10:00:00Z',
    final_amount: 260_000,
    subtotal_amount: 260_000,
    discount_amount: 0,
    promo_code: null,
    payment_method,
    order_details: [
      { product_id: 'jp-sim-15gb-15d', name: 'SIM Jepang 15GB 15 Hari', name_en: 'Japan SIM 15GB 15 Days', type: 'sim_bundle', quantity: 1, price: 260_000, iccid: null },
    ],
    ...changes,
  };
}

const NOT_FOUND = () => [404, refused('Order tidak ditemukan', { code: 'order_not_found' })] as [number, unknown];

function at(url: string, element: React.ReactNode, state?: unknown) {
  render(<MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: `?${url.split('?')[1] ?? ''}`, state }]}>{element}</MemoryRouter>);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment response', () => {
  it('cash: the server\'s order, product and amount, whatever the address says, and the pickup point', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'cash')) });
    at('/payment/response?method=cash&orderId=ABCDE12345&amount=1&name=Invented+product', <PaymentResponse />, {
      pickup: { id: 'DPS-KUTA', name: 'Kelana Outlet Kuta', address: 'Jl. Legian No. 88' },
    });

    expect(await screen.findByRole('heading', { name: 'Bayar tunai di lokasi pengambilan' })).toBeTruthy();
    expect(screen.getByText('ABCDE12345')).toBeTruthy();
    expect(screen.getByText('Rp. 260.000')).toBeTruthy();
    expect(screen.getByText('SIM Jepang 15GB 15 Hari')).toBeTruthy();
    expect(screen.queryByText('Rp. 1')).toBeNull();
    expect(screen.queryByText('Invented product')).toBeNull();
    expect(screen.getByText('Kelana Outlet Kuta')).toBeTruthy();
    expect(screen.getByText(/uang pas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Selesai' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe('/riwayat-order?tab=awaiting_payment&orderId=ABCDE12345');
  });

  it('transfer: three accounts whose copy buttons confirm for two seconds, four steps and 24 hours', async () => {
    fakeStore({
      'GET /api/payments/bank-accounts': () => ok(ACCOUNTS),
      'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'transfer')),
    });
    at('/payment/response?method=transfer&orderId=ABCDE12345&amount=150000&name=Japan+SIM', <PaymentResponse />);

    const copy = await screen.findByRole('button', { name: 'Salin nomor rekening BCA' });
    expect(screen.getAllByRole('button', { name: /Salin nomor rekening/ })).toHaveLength(3);
    expect(screen.getByText('Selesaikan transfer dalam 24 jam, atau order dibatalkan otomatis.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(4);
    expect(screen.getByText(/Transfer tepat Rp. 260.000/)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    // user-event gives the page a clipboard of its own, which the test reads back.
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(copy);

    expect(await navigator.clipboard.readText()).toBe('5270445521');
    expect(copy.textContent).toBe('Tersalin!');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 100));
    expect(copy.textContent).toBe('Tersalin!');
    act(() => vi.advanceTimersByTime(200));
    expect(copy.textContent).toBe('Salin');
  });

  it('the method is the order\'s: a cash order opened as transfer shows the cash steps', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'cash')) });
    at('/payment/response?method=transfer&orderId=ABCDE12345', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Bayar tunai di lokasi pengambilan' })).toBeTruthy();
  });

  it('an order staff already confirmed says it is paid, not how to pay', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('paid', 'cash')) });
    at('/payment/response?method=cash&orderId=ABCDE12345&amount=260000', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bayar tunai di lokasi pengambilan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe('/riwayat-order?tab=paid&orderId=ABCDE12345');
  });

  it('a promo claim the server holds as free and paid offers to activate now', async () => {
    fakeStore({ 'GET /api/order/PROMO00001': () => ok(serverOrder('provesioning', 'gateway', { order_id: 'PROMO00001', final_amount: 0 })) });
    at('/payment/response?method=promo&orderId=PROMO00001', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Promo berhasil diklaim!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aktifkan sekarang' }).getAttribute('href')).toBe(
      '/riwayat-order?action=activate&orderId=PROMO00001',
    );
  });

  it('a promo\'s free eSIM leads to its QR code and install steps, not to scanning a card', async () => {
    const esim = { product_id: 'jp-esim-3gb-5d', name: 'eSIM Jepang 3GB 5 Hari', name_en: 'Japan eSIM 3GB 5 Days', type: 'esim_bundle', quantity: 1, price: 0, iccid: null };
    fakeStore({
      'GET /api/order/PROMO00002': () => ok(serverOrder('provisioned', 'gateway', { order_id: 'PROMO00002', final_amount: 0, order_details: [esim] })),
    });
    at('/payment/response?method=promo&orderId=PROMO00002', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Promo berhasil diklaim!' })).toBeTruthy();
    expect(screen.getByText(/memindai kode QR-nya/)).toBeTruthy();
    expect(screen.queryByText(/barcode/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Aktifkan sekarang' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pasang eSIM sekarang' }).getAttribute('href')).toBe('/riwayat-order?action=install&orderId=PROMO00002');
  });

  it('method=promo on an order that is not a free claim does not say it was claimed', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'gateway')) });
    at('/payment/response?method=promo&orderId=ABCDE12345', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Menunggu konfirmasi pembayaran' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Promo berhasil diklaim!' })).toBeNull();
  });

  it('another user\'s order shows nothing of it', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': NOT_FOUND });
    at('/payment/response?method=cash&orderId=ABCDE12345&amount=1&name=Someone+else', <PaymentResponse />);

    expect(await screen.findByRole('heading', { name: 'Order tidak ditemukan' })).toBeTruthy();
    expect(screen.queryByText('ABCDE12345')).toBeNull();
    expect(screen.queryByText(/Rp\./)).toBeNull();
  });

  it.each(['/payment/response?method=bitcoin&orderId=X', '/payment/response?orderId=X', '/payment/response'])(
    '%s is an invalid payment method',
    (url) => {
      at(url, <PaymentResponse />);

      expect(screen.getByRole('heading', { name: 'Metode pembayaran tidak valid' })).toBeTruthy();
    },
  );

  it('accounts that cannot load are told', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'transfer')) });
    at('/payment/response?method=transfer&orderId=ABCDE12345&amount=150000', <PaymentResponse />);

    await waitFor(() => expect(screen.getByText(/Gagal memuat nomor rekening/)).toBeTruthy());
  });
});

describe('payment finish', () => {
  it('a paid order is a success with the way to the order history\'s paid tab', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('paid', 'gateway')) });
    at('/payment/thankyou?status=2&order_id=ABCDE12345', <ThankYou />);

    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(screen.getByText('SIM Jepang 15GB 15 Hari')).toBeTruthy();
    expect(screen.getByText('Rp. 260.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe('/riwayat-order?tab=paid&orderId=ABCDE12345');
  });

  it.each([
    ['provesioning', '/riwayat-order?tab=provesioning&orderId=ABCDE12345'],
    ['provisioned', '/riwayat-order?tab=provisioned&orderId=ABCDE12345'],
  ] as const)('a %s order links to its own tab', async (status, href) => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder(status, 'gateway')) });
    at('/payment/thankyou?status=2&order_id=ABCDE12345', <ThankYou />);

    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe(href);
  });

  it('status=2 for an unpaid order waits for the confirmation, then says paid when it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Status = 'awaiting_payment';
    const store = fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder(status, 'gateway')) });
    at('/payment/thankyou?status=2&order_id=ABCDE12345', <ThankYou />);

    expect(await screen.findByRole('heading', { name: 'Menunggu konfirmasi pembayaran' })).toBeTruthy();
    expect(screen.queryByText(/sudah kami terima/)).toBeNull();
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(store.called('GET', '/api/order/ABCDE12345')).toHaveLength(2);
  });

  it('asks a bounded number of times, then says the confirmation has not come and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('awaiting_payment', 'gateway')) });
    at('/payment/thankyou?status=2&order_id=ABCDE12345', <ThankYou />);

    await screen.findByRole('heading', { name: 'Menunggu konfirmasi pembayaran' });
    for (let n = 0; n < POLL_ATTEMPTS + 3; n += 1) await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

    expect(store.called('GET', '/api/order/ABCDE12345')).toHaveLength(POLL_ATTEMPTS);
    expect(screen.getByText(/Konfirmasi pembayaran belum masuk/)).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Periksa lagi' }));
    await waitFor(() => expect(store.called('GET', '/api/order/ABCDE12345')).toHaveLength(POLL_ATTEMPTS + 1));
  });

  it('status=0 for an order the store holds as paid says what is true', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('paid', 'gateway')) });
    at('/payment/thankyou?status=0&order_id=ABCDE12345', <ThankYou />);

    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
  });

  it('a failed payment is a failure', async () => {
    fakeStore({ 'GET /api/order/ABCDE12345': () => ok(serverOrder('payment_failed', 'gateway')) });
    at('/payment/thankyou?status=0&order_id=ABCDE12345', <ThankYou />);

    expect(await screen.findByRole('heading', { name: 'Pembayaran tidak berhasil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe('/riwayat-order?tab=payment_failed&orderId=ABCDE12345');
  });

  it.each(['/payment/thankyou?status=2', '/payment/thankyou?status=2&order_id=ABCDE12345'])(
    '%s without an order of this user never says the payment was received',
    async (url) => {
      fakeStore({ 'GET /api/order/ABCDE12345': NOT_FOUND });
      at(url, <ThankYou />);

      expect(await screen.findByRole('heading', { name: 'Order tidak ditemukan' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Pembayaran berhasil' })).toBeNull();
    },
  );
});
