import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { KUTA, NGURAH_RAI, product } from '@/features/checkout/checkout-fixtures';
import { continueButton, renderFlow, startSignedIn, store, toSummary } from '@/features/checkout/checkout-flow-harness';
import { ok, refused } from '@/test/fake-store';

// The checkout's pickup points near the shopper, its promo code and its payment.
startSignedIn();

describe('pickup nearby', () => {
  function geolocation(impl: Partial<Geolocation> | undefined) {
    Object.defineProperty(navigator, 'geolocation', { value: impl, configurable: true });
  }

  it('asks the browser for its position and lists the points near it, nearest first', async () => {
    const server = store({
      'GET /api/pickup-locations/nearby': () =>
        ok({ pickup_locations: [{ ...NGURAH_RAI, distance_km: 0.2 }, { ...KUTA, distance_km: 4.3 }] }),
    });
    geolocation({
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: -8.75, longitude: 115.17 } } as GeolocationPosition),
    });
    const { user } = renderFlow(product());

    await user.click(screen.getByRole('button', { name: 'Terdekat dari saya' }));

    // Indonesian writes a decimal comma.
    const points = await screen.findAllByRole('radio', { name: /Kelana/ });
    expect(points.map((point) => point.closest('label')?.textContent)).toEqual([
      expect.stringContaining('0,2 km'),
      expect.stringContaining('4,3 km'),
    ]);
    const query = server.called('GET', '/api/pickup-locations/nearby')[0].query;
    expect([query.get('latitude'), query.get('longitude'), query.get('radius'), query.get('limit')]).toEqual(['-8.75', '115.17', '5', '5']);
  });

  it.each([
    [{ code: 1 }, 'Izin lokasi ditolak. Izinkan akses lokasi atau pilih dari semua lokasi.'],
    [{ code: 3 }, 'Lokasi Anda tidak dapat ditentukan. Silakan pilih dari semua lokasi.'],
  ])('a position error %o is told', async (error, message) => {
    store();
    geolocation({ getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.(error as GeolocationPositionError) });
    const { user } = renderFlow(product());

    await user.click(screen.getByRole('button', { name: 'Terdekat dari saya' }));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('a browser without geolocation is told, and no points near it are listed', async () => {
    store();
    geolocation(undefined);
    const { user } = renderFlow(product());

    await user.click(screen.getByRole('button', { name: 'Terdekat dari saya' }));

    expect(await screen.findByText(/tidak mendukung pencarian lokasi/)).toBeTruthy();
  });

  it('no point within 5 km says so', async () => {
    store({ 'GET /api/pickup-locations/nearby': () => ok({ pickup_locations: [] }) });
    geolocation({ getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 0, longitude: 0 } } as GeolocationPosition) });
    const { user } = renderFlow(product());

    await user.click(screen.getByRole('button', { name: 'Terdekat dari saya' }));

    expect(await screen.findByText('Tidak ada lokasi pengambilan dalam radius 5 km.')).toBeTruthy();
  });
});

describe('promo and pay', () => {
  it('an empty code, a good code (locked, removable) and a bad one that removes an applied promo', async () => {
    store();
    const { user } = renderFlow(product());
    await toSummary(user);
    const input = screen.getByLabelText('Kode promo');

    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(screen.getByText('Silakan masukkan kode promo')).toBeTruthy();

    await user.type(input, 'hemat25k');
    expect((input as HTMLInputElement).value).toBe('HEMAT25K');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('-Rp. 25.000')).toBeTruthy();
    expect(input).toHaveProperty('readOnly', true);
    expect(screen.getByRole('button', { name: 'Bayar Rp. 125.000' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(input).toHaveProperty('readOnly', false);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, 'salah');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('Kode promo tidak valid atau sudah tidak berlaku.')).toBeTruthy();
    expect(screen.queryByText('-Rp. 25.000')).toBeNull();
  });

  it('online payment creates the order, then goes to the payment page; the browser sends no price', async () => {
    const server = store({ 'POST /api/order/ORDERID/pay': () => ok({}) });
    const pays: string[] = [];
    server.calls.length = 0;
    const { user, redirect } = renderFlow(product());
    vi.mocked(fetch).mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), 'http://store.test').pathname;
      if (path.endsWith('/pay')) {
        pays.push(path);
        return new Response(JSON.stringify({ success: true, message: 'OK', data: { payment_url: 'https://pay.example/page' } }), { status: 200 });
      }
      if (path === '/api/order/create') {
        return new Response(JSON.stringify({ success: true, message: 'OK', data: { order_id: JSON.parse(String(init.body)).order_id, total_amount: 150_000, order_details: [{ product_id: 'jp-sim-5gb-7d', name: 'Japan SIM 5 GB' }] } }), { status: 200 });
      }
      if (path === '/api/pickup-locations/product') return new Response(JSON.stringify({ success: true, message: 'OK', data: { pickup_locations: [KUTA] } }), { status: 200 });
      return new Response(JSON.stringify({ success: true, message: 'OK', data: { provinces: [] } }), { status: 200 });
    });
    await toSummary(user);
    const pay = screen.getByRole('button', { name: 'Bayar Rp. 150.000' });
    expect(pay).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));

    await user.click(pay);

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/page'));
    const create = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/order/create'));
    const payload = JSON.parse(String(create?.[1]?.body));
    expect(payload).toMatchObject({
      promo_code: null,
      order_details: [{ product_id: 'jp-sim-5gb-7d', currency: 'IDR', quantity: 1 }],
      country: 'JP',
      delivery_type: 'pickup',
      pickup_location: 'DPS-KUTA',
      payment_method: 'gateway',
    });
    expect(payload.order_id).toMatch(/^[A-Z0-9]{10}$/);
    expect(JSON.stringify(payload)).not.toMatch(/150000|amount|price/);
    expect(pays).toEqual([`/api/order/${payload.order_id}/pay`]);
  });

  it('paying waits for the name and phone to reach the profile: the order reads its recipient there', async () => {
    store({ 'POST /api/order/ORDERID/pay': () => ok({}) });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    const timeline: string[] = [];
    vi.mocked(fetch).mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), 'http://store.test').pathname;
      if (init.method === 'PATCH') {
        await new Promise((resolve) => setTimeout(resolve, 400)); // a slow network
        const saved = JSON.parse(String(init.body)) as { name?: string; phone?: string };
        timeline.push(`profile saved ${saved.name ?? ''} ${saved.phone ?? ''}`.trim());
      }
      if (path === '/api/order/create') timeline.push('order created');
      return answer(input, init);
    });
    const { user } = renderFlow(product());
    await toSummary(user);
    await user.click(screen.getByRole('radio', { name: /Tunai saat pengambilan/ }));
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));

    await user.click(screen.getByRole('button', { name: 'Bayar Rp. 150.000' }));

    await waitFor(() => expect(timeline).toContain('order created'));
    // What the fields hold when paying (the profile's name with the typed one after it) is saved first.
    expect(timeline.slice(0, timeline.indexOf('order created'))).toContain('profile saved Ani LestariAni Lestari +6281234567890');
  });

  it.each([
    ['cash', /Tunai saat pengambilan/],
    ['transfer', /Transfer bank/],
  ])('%s goes to the payment response with the order id, amount and name', async (method, label) => {
    store({
      'POST /api/order/create': () => ok({ order_id: 'ABCDE12345', total_amount: 150_000, order_details: [{ product_id: 'jp-sim-5gb-7d', name: 'Japan SIM 5 GB' }] }),
      'POST /api/order/ABCDE12345/pay': () => ok({ payment_url: method }),
    });
    const { user } = renderFlow(product());
    await toSummary(user);

    await user.click(screen.getByRole('radio', { name: label }));
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));
    await user.click(screen.getByRole('button', { name: 'Bayar Rp. 150.000' }));

    expect(
      await screen.findByText(`response page ?method=${method}&orderId=ABCDE12345&amount=150000&name=Japan+SIM+5+GB`),
    ).toBeTruthy();
  });

  it('a promo claim goes to the promo response', async () => {
    store({
      'GET /api/promos/HUTRI80/validate': () => ok({ discount: 150_000, final_amount: 0, promo: { code: 'HUTRI80', name: 'HUT RI' } }),
      'POST /api/order/create': () => ok({ order_id: 'PROMO00001', total_amount: 0, order_details: [{ product_id: 'x', name: 'HK eSIM' }] }),
      'POST /api/order/PROMO00001/pay': () => ok({ payment_url: '{address}' }),
    });
    const { user } = renderFlow(product({ type: 'esim_bundle' }), { promo: 'HUTRI80' });
    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(continueButton());

    expect(await screen.findByText('-Rp. 150.000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));
    await user.click(screen.getByRole('button', { name: 'Klaim sekarang' }));

    expect(await screen.findByText('response page ?method=promo&orderId=PROMO00001')).toBeTruthy();
  });

  it.each([
    [[409, refused('Promo sudah pernah Anda gunakan', { code: 'promo_already_used' })], 'Promo sudah pernah Anda gunakan'],
    [[500, refused('Internal server error')], 'Terjadi kesalahan pada server.'],
    [[409, refused('out of stock', { code: 'esim_sold_out' })], 'Maaf, stok produk ini sedang habis. Silakan pilih produk lain atau coba lagi nanti.'],
  ])('a refused order shows why and the pay button comes back', async (answer, message) => {
    store({ 'POST /api/order/create': () => answer as [number, unknown] });
    const { user } = renderFlow(product());
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));

    await user.click(screen.getByRole('button', { name: 'Bayar Rp. 150.000' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bayar Rp. 150.000' })).toHaveProperty('disabled', false);
  });

  it('a refused payment says so', async () => {
    store({
      'POST /api/order/create': () => ok({ order_id: 'ABCDE12345', total_amount: 150_000, order_details: [] }),
      'POST /api/order/ABCDE12345/pay': () => [503, refused('')],
    });
    const { user } = renderFlow(product());
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));

    await user.click(screen.getByRole('button', { name: 'Bayar Rp. 150.000' }));

    expect(await screen.findByText('Gagal memproses pembayaran.')).toBeTruthy();
  });
});
