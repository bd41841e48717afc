import { i18n, saveSession } from '@kelana/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COPY_CONFIRMATION_MS } from '@/features/esim-card/copy-button';
import { EsimCardPage } from '@/exposes/esim-card-page';
import { envelope, fakeServer, refused } from '@/test/fake-server';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const TOKEN = `e30.${btoa(JSON.stringify({ sub: 'uid-ani' })).replace(/=+$/, '')}.signature`;
const DETAILS = {
  iccid: '8962110000000000014',
  type: 'esim',
  status: 'assigned',
  qr_code: PNG,
  qr_code_format: 'base64_png',
  activation_code: 'LPA:1$smdp.kelana.test$K2-4F9T-0QX1',
  smdp_address: 'smdp.kelana.test',
  matching_id: 'K2-4F9T-0QX1',
  ios_install_url: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.kelana.test$K2-4F9T-0QX1',
  android_install_url: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.kelana.test$K2-4F9T-0QX1',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(path = '/esim/ORDER00001') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/esim/:orderId" element={<EsimCardPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

let server: ReturnType<typeof fakeServer>;
const answer = (details: Record<string, unknown>) => () => [200, envelope({ iccid_details: details })] as [number, unknown];

beforeEach(() => {
  saveSession({ token: TOKEN, user: { uid: 'uid-ani', name: 'Ani Lestari', email: 'ani@example.com' } });
});

afterEach(async () => {
  await i18n.changeLanguage('id');
  server?.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the eSIM card page', () => {
  it('shows the QR to download, the two codes apart with copy buttons, the one-tap links and the steps', async () => {
    server = fakeServer({ 'GET /api/user/orders/ORDER00001/iccid': answer(DETAILS) });
    open();

    const qr = await screen.findByRole('img', { name: 'Kode QR eSIM pesanan ORDER00001' });
    expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect(screen.getByRole('link', { name: 'Unduh kode QR' }).getAttribute('download')).toBe('esim-ORDER00001.png');
    expect(screen.getByText('smdp.kelana.test')).toBeTruthy();
    expect(screen.getByText('K2-4F9T-0QX1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pasang di iPhone' }).getAttribute('href')).toBe(DETAILS.ios_install_url);
    expect(screen.getByRole('link', { name: 'Pasang di Android' }).getAttribute('href')).toBe(DETAILS.android_install_url);
    expect(screen.getByRole('heading', { name: 'iPhone' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Android' })).toBeTruthy();
    // No install state in the answer: none is shown, and no in-app notice in a real browser.
    expect(screen.queryByText('Status pemasangan', { exact: false })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const copyMatching = screen.getByRole('button', { name: 'Salin Kode aktivasi (Matching ID)' });
    await user.click(copyMatching);
    expect(await navigator.clipboard.readText()).toBe('K2-4F9T-0QX1');
    expect(copyMatching.textContent).toBe('Tersalin');
    expect(screen.getByRole('button', { name: 'Salin Alamat SM-DP+' }).textContent).toBe('Salin');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS + 100));
    expect(copyMatching.textContent).toBe('Salin');
    await user.click(screen.getByRole('button', { name: 'Salin Alamat SM-DP+' }));
    expect(await navigator.clipboard.readText()).toBe('smdp.kelana.test');
  });

  it('shows where the eSIM is installed when the answer says so', async () => {
    server = fakeServer({ 'GET /api/user/orders/ORDER00001/iccid': answer({ ...DETAILS, install_state: 'installed', installed_device: 'iPhone 15' }) });
    open();

    expect(await screen.findByText('Terpasang di iPhone 15')).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    server = fakeServer({ 'GET /api/user/orders/ORDER00001/iccid': answer({ ...DETAILS, install_state: 'enabled' }) });
    open();

    expect(await screen.findByRole('img', { name: 'eSIM QR code of order ORDER00001' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SM-DP+ address' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to install the eSIM' })).toBeTruthy();
  });

  it('asks to open the page in the real browser inside WhatsApp', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; wv) Chrome/124.0 Mobile Safari/537.36 WhatsApp/2.24.9.78');
    server = fakeServer({ 'GET /api/user/orders/ORDER00001/iccid': answer(DETAILS) });
    open();

    const notice = await screen.findByRole('note', { name: 'Buka di browser ponsel Anda' });
    expect(notice.textContent).toContain('WhatsApp');
  });

  it('says an order that is not this user\'s (or not an order) has no card here', async () => {
    server = fakeServer({ 'GET /api/user/orders/ORDER00002/iccid': () => [404, refused('Data eSIM untuk order ini belum tersedia')] });
    open('/esim/ORDER00002');

    expect(await screen.findByRole('heading', { name: 'Kartu eSIM tidak ditemukan' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Riwayat Order' }).getAttribute('href')).toBe('/riwayat-order');
  });

  it('offers to try again when the store cannot be reached', async () => {
    let calls = 0;
    server = fakeServer({
      'GET /api/user/orders/ORDER00001/iccid': () => (++calls === 1 ? [503, refused('Sedang sibuk')] : answer(DETAILS)()),
    });
    open();

    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('K2-4F9T-0QX1')).toBeTruthy();
  });

  it('signed out, it asks to sign in and comes back, and asks the store nothing', async () => {
    saveSession({ token: null, user: null });
    server = fakeServer({ 'GET /api/user/orders/ORDER00001/iccid': answer(DETAILS) });
    open();

    expect(screen.getByRole('heading', { name: 'Masuk untuk melihat kartu eSIM' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Masuk' }));
    expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Fesim%2FORDER00001');
    expect(server.calls).toHaveLength(0);
  });
});
