import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COPY_CONFIRMATION_MS } from '@/features/payment-result/copy-button';
import { PaymentResponse } from '@/features/payment-result/payment-response';
import { ThankYou } from '@/features/payment-result/thank-you';
import { fakeStore, ok } from '@/test/fake-store';

const ACCOUNTS = {
  accounts: [
    { bank: 'BCA', number: '5270 4455 21', holder: 'PT Kelana Nusantara Digital' },
    { bank: 'Mandiri', number: '137 00 1845 2021', holder: 'PT Kelana Nusantara Digital' },
    { bank: 'BRI', number: '0335 01 000845 30 7', holder: 'PT Kelana Nusantara Digital' },
  ],
  pay_within_hours: 24,
};

function at(url: string, element: React.ReactNode, state?: unknown) {
  render(<MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: `?${url.split('?')[1] ?? ''}`, state }]}>{element}</MemoryRouter>);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment response', () => {
  it('cash: the pickup point, the order id and the exact amount, and done goes home', () => {
    at('/payment/response?method=cash&orderId=ABCDE12345&amount=150000&name=Japan+SIM', <PaymentResponse />, {
      pickup: { id: 'DPS-KUTA', name: 'Kelana Outlet Kuta', address: 'Jl. Legian No. 88' },
    });

    expect(screen.getByRole('heading', { name: 'Bayar tunai di lokasi pengambilan' })).toBeTruthy();
    expect(screen.getByText('ABCDE12345')).toBeTruthy();
    expect(screen.getByText('Rp. 150.000')).toBeTruthy();
    expect(screen.getByText('Kelana Outlet Kuta')).toBeTruthy();
    expect(screen.getByText(/uang pas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Selesai' }).getAttribute('href')).toBe('/');
  });

  it('transfer: three accounts whose copy buttons confirm for two seconds, four steps and 24 hours', async () => {
    fakeStore({ 'GET /api/payments/bank-accounts': () => ok(ACCOUNTS) });
    at('/payment/response?method=transfer&orderId=ABCDE12345&amount=150000&name=Japan+SIM', <PaymentResponse />);

    const copy = await screen.findByRole('button', { name: 'Salin nomor rekening BCA' });
    expect(screen.getAllByRole('button', { name: /Salin nomor rekening/ })).toHaveLength(3);
    expect(screen.getByText('Selesaikan transfer dalam 24 jam, atau order dibatalkan otomatis.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(4);
    expect(screen.getByText(/Transfer tepat Rp. 150.000/)).toBeTruthy();

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

  it('a promo claim offers to activate now', () => {
    at('/payment/response?method=promo&orderId=PROMO00001', <PaymentResponse />);

    expect(screen.getByRole('heading', { name: 'Promo berhasil diklaim!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aktifkan sekarang' }).getAttribute('href')).toBe(
      '/riwayat-order?action=activate&orderId=PROMO00001',
    );
  });

  it.each(['/payment/response?method=bitcoin&orderId=X', '/payment/response?orderId=X', '/payment/response'])(
    '%s is an invalid payment method',
    (url) => {
      at(url, <PaymentResponse />);

      expect(screen.getByRole('heading', { name: 'Metode pembayaran tidak valid' })).toBeTruthy();
    },
  );

  it('accounts that cannot load are told', async () => {
    fakeStore({});
    at('/payment/response?method=transfer&orderId=ABCDE12345&amount=150000', <PaymentResponse />);

    await waitFor(() => expect(screen.getByText(/Gagal memuat nomor rekening/)).toBeTruthy());
  });
});

describe('payment finish', () => {
  it('status 2 is a success with the way to the order history', () => {
    at('/payment/thankyou?status=2', <ThankYou />);

    expect(screen.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat riwayat order' }).getAttribute('href')).toBe('/riwayat-order');
  });

  it.each(['0', '1', '', 'paid'])('status %s is a failure', (status) => {
    at(`/payment/thankyou?status=${status}`, <ThankYou />);

    expect(screen.getByRole('heading', { name: 'Pembayaran tidak berhasil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
  });
});
