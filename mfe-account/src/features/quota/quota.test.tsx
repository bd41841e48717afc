import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
