import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { Quota } from '@/features/quota/quota';
import { envelope, fakeServer, refused } from '@/test/fake-server';

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => server?.restore());

const ICCID = '8962110000000000014';

describe('check quota', () => {
  it("lists the user's ICCIDs; opening one loads its packages with their Jakarta time", async () => {
    server = fakeServer({
      'GET /api/user/iccids': () => [200, envelope({ iccids: [{ iccid: ICCID, type: 'esim', status: 'active' }] })],
      [`GET /api/telco/user/packages/${ICCID}`]: () => [
        200,
        envelope({
          packages: [
            { id: 'PKG-1', name: 'eSIM Jepang 5GB 5 Hari', status: 'ACTIVE', endTime: '2026-11-29T03:00:00+00:00', orderId: 'ORDER00001', packageType: 'esim_bundle', supportRefill: true, usedMb: 512, totalMb: 5120, usageUpdatedAt: '2026-11-24T03:15:00+00:00' },
            { id: 'PKG-2', name: 'Data 3GB', status: 'inactive', endTime: null, orderId: 'ORDER00002', packageType: 'data_package', supportRefill: false },
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    render(<Quota />);

    const row = await screen.findByRole('button', { name: new RegExp(ICCID) });
    expect(server.calls.some((call) => call.path.includes('/packages/'))).toBe(false);
    await user.click(row);

    const first = (await screen.findByRole('heading', { name: 'eSIM Jepang 5GB 5 Hari' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Aktif')).toBeTruthy();
    expect(within(first).getByText('29 November 2026 10.00 WIB')).toBeTruthy();
    expect(within(first).getByText('Terpakai 0,5 GB dari 5 GB')).toBeTruthy();
    expect(within(first).getByText('Paket ini bisa diisi ulang.')).toBeTruthy();
    expect(within(first).getByText('5 GB')).toBeTruthy();
    expect(within(first).getByText('eSIM')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Data 3GB' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Tidak aktif')).toBeTruthy();
    expect(within(second).getByText('1GB')).toBeTruthy(); // no size from the telco: SPEC's label
    expect(within(second).getByText('Paket data')).toBeTruthy();
  });

  it('no eSIM, no packages and a telco that does not answer are each told', async () => {
    server = fakeServer({ 'GET /api/user/iccids': () => [200, envelope({ iccids: [] })] });
    render(<Quota />);
    expect(await screen.findByText('Anda belum memiliki eSIM atau kartu SIM Kelana.')).toBeTruthy();
    server.restore();

    server = fakeServer({
      'GET /api/user/iccids': () => [200, envelope({ iccids: [{ iccid: ICCID, type: 'esim', status: 'active' }, { iccid: '8962100000000000010', type: 'physical_sim', status: 'assigned' }] })],
      [`GET /api/telco/user/packages/${ICCID}`]: () => [200, envelope({ packages: [] })],
      'GET /api/telco/user/packages/8962100000000000010': () => [503, refused('Kuota sedang tidak dapat dimuat. Silakan coba lagi.')],
    });
    const user = userEvent.setup();
    render(<Quota />);
    await user.click(await screen.findByRole('button', { name: new RegExp(ICCID) }));
    expect(await screen.findByText('Belum ada paket pada ICCID ini.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /8962100000000000010/ }));
    expect(await screen.findByText('Kuota sedang tidak dapat dimuat. Silakan coba lagi.')).toBeTruthy();
  });
});

describe('topping up from the quota page', () => {
  it('names the eSIM in words, tells an unused plan has not started, and tops it up for its destination', async () => {
    server = fakeServer({
      'GET /api/user/iccids': () => [
        200,
        envelope({
          iccids: [
            {
              iccid: ICCID,
              type: 'esim',
              status: 'active',
              top_up: true,
              order_id: 'ORDER00001',
              product_id: 'jp-esim-5gb-5d',
              product_name: 'eSIM Jepang 5GB 5 Hari',
              product_name_en: 'Japan eSIM 5GB 5 Days',
              validity_days: 5,
              validity_starts: 'first_connection',
              install_by: '2026-12-20T03:00:00+00:00',
            },
          ],
        }),
      ],
      [`GET /api/telco/user/packages/${ICCID}`]: () => [
        200,
        envelope({
          packages: [{ id: 'PKG-1', name: 'eSIM Jepang 5GB 5 Hari', status: 'NOT_STARTED', endTime: null, orderId: 'ORDER00001', packageType: 'esim_bundle', supportRefill: true, totalMb: 5120, validityDays: 5 }],
        }),
      ],
      'GET /api/products/jp-esim-5gb-5d': () => [200, envelope({ scope: 'country', location_code: 'JP' })],
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/cek-kuota']}>
        <Routes>
          <Route path="/cek-kuota" element={<Quota />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );

    const row = await screen.findByRole('button', { name: /eSIM · aktif · eSIM Jepang 5GB 5 Hari/ });
    await user.click(row);
    const plan = (await screen.findByRole('heading', { name: 'eSIM Jepang 5GB 5 Hari' })).closest('li') as HTMLElement;
    expect(within(plan).getByText('Belum dipakai')).toBeTruthy();
    expect(within(plan).getByText('5 hari, dimulai saat pertama terhubung di tujuan')).toBeTruthy();
    expect(within(plan).queryByText('Berlaku sampai')).toBeNull();
    expect(screen.getByText('Berlaku 5 hari sejak pertama terhubung di tujuan')).toBeTruthy();
    expect(screen.getByText('Pasang paling lambat 20 Desember 2026')).toBeTruthy();

    await user.click(within(plan).getByRole('button', { name: 'Isi ulang' }));

    expect(await screen.findByText(`at /orders/JP?iccid=${ICCID}`)).toBeTruthy();
  });
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}
