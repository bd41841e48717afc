import { saveSession } from '@kelana/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { product, PROFILE } from '@/features/checkout/checkout-fixtures';
import { continueButton, renderFlow, startSignedIn, store } from '@/features/checkout/checkout-flow-harness';
import { ok } from '@/test/fake-store';

// The checkout's steps and its address cascade.
startSignedIn();

describe('checkout steps', () => {
  it('a SIM card needs a pickup point before step 2, and the step moves to the top', async () => {
    const server = store();
    const { user } = renderFlow(product());

    expect(screen.getByRole('heading', { name: 'Pengiriman atau pengambilan' })).toBeTruthy();
    // The first step leaves the window where the page opened it.
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Ambil di lokasi/ })).toHaveProperty('checked', true);
    await screen.findByRole('radio', { name: /Kelana Outlet Kuta/ });
    expect(server.called('GET', '/api/pickup-locations/product')[0].query.get('product_type')).toBe('sim_bundle');
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Kembali' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Kelana Outlet Kuta/ }));
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: 'Data diri' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Data diri');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
  });

  it('an eSIM asks only for the address, and may continue without it', async () => {
    store();
    const { user } = renderFlow(product({ type: 'esim_bundle' }));

    expect(screen.getByRole('heading', { name: 'Alamat Anda' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Ambil di lokasi/ })).toBeNull();
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: 'Data diri' })).toBeTruthy();
  });

  it('a promo claim hides the pickup choice', () => {
    store();
    renderFlow(product(), { promo: 'HUTRI80' });

    expect(screen.queryByRole('radio', { name: /Ambil di lokasi/ })).toBeNull();
  });

  const myIccids = () =>
    ok({
      iccids: [
        { iccid: '8962000000000000011', type: 'esim', status: 'active', top_up: true, product_name: 'eSIM Jepang 5GB 5 Hari', product_name_en: 'Japan eSIM 5GB 5 Days' },
        { iccid: '8962000000000000037', type: 'physical_sim', status: 'assigned', top_up: true, product_name: 'SIM Jepang 15GB 15 Hari' },
        { iccid: '8962000000000000029', type: 'esim', status: 'retired', top_up: false },
      ],
    });

  it('a data package starts at step 3 without a back button and tops up an active eSIM or a SIM, named in words', async () => {
    store({ 'GET /api/user/iccids': myIccids });
    const { user } = renderFlow(product({ type: 'data_package' }));

    expect(screen.getByRole('heading', { name: 'Tinjau order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kembali' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah pengiriman' })).toBeNull();
    const select = await screen.findByLabelText('SIM atau eSIM yang diisi ulang');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pilih SIM atau eSIM',
      'eSIM · aktif · eSIM Jepang 5GB 5 Hari · ICCID …000011',
      'Kartu SIM · belum diaktifkan · SIM Jepang 15GB 15 Hari · ICCID …000037',
    ]);
    await user.click(continueButton());
    expect(screen.getByText('Pilih SIM atau eSIM untuk paket data ini')).toBeTruthy();

    await user.selectOptions(select, '8962000000000000011');
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: 'Ringkasan order' })).toBeTruthy();
  });

  it('a top-up started for one eSIM has it chosen already', async () => {
    store({ 'GET /api/user/iccids': myIccids });
    const { user } = renderFlow(product({ type: 'data_package' }), { topUpIccid: '8962000000000000011' });

    const select = (await screen.findByLabelText('SIM atau eSIM yang diisi ulang')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('8962000000000000011'));
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('eSIM · aktif · eSIM Jepang 5GB 5 Hari · ICCID …000011')).toHaveLength(2); // the option and the hint
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: 'Ringkasan order' })).toBeTruthy();
  });

  it('the review edits go back to steps 1 and 2', async () => {
    store();
    const { user } = renderFlow(product());
    await user.click(await screen.findByRole('radio', { name: /Kelana Outlet Kuta/ }));
    await user.click(continueButton());
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    await user.click(continueButton());

    expect(screen.getByText('Kelana Outlet Kuta')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ubah data diri' }));
    expect(screen.getByRole('heading', { name: 'Data diri' })).toBeTruthy();
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Ubah pengiriman' }));
    expect(screen.getByRole('heading', { name: 'Pengiriman atau pengambilan' })).toBeTruthy();
  });

  it('personal data is saved to the profile as it is typed, and missing fields hold the step', async () => {
    const server = store();
    const { user } = renderFlow(product());
    await user.click(await screen.findByRole('radio', { name: /Kelana Outlet Kuta/ }));
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('Nama lengkap'));
    await user.clear(screen.getByLabelText('Nomor telepon'));

    await user.click(continueButton());
    expect(screen.getAllByText('Wajib diisi')).toHaveLength(2);
    await user.type(screen.getByLabelText('Nama lengkap'), 'Ani Lestari');

    await waitFor(() => expect(server.called('PATCH', '/api/auth/me').at(-1)?.body).toMatchObject({ name: 'Ani Lestari' }), {
      timeout: 3000,
    });
    expect(await screen.findByText('Tersimpan di profil Anda.')).toBeTruthy();
  });
});

describe('personal step phone (the store phone rule)', () => {
  it('shows the phone after the fixed +62, refuses "12345" with a message and holds the step, then saves the number in E.164', async () => {
    const server = store();
    const { user } = renderFlow(product());
    await user.click(await screen.findByRole('radio', { name: /Kelana Outlet Kuta/ }));
    await user.click(continueButton());
    const phone = screen.getByLabelText('Nomor telepon') as HTMLInputElement;
    expect(phone.value).toBe('81234567890');

    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Data diri' })).toBeTruthy();
    const message = 'Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    await user.clear(phone);
    await user.type(phone, '0857 1234 5678');
    expect(screen.queryByText(message)).toBeNull();
    await waitFor(() => expect(server.called('PATCH', '/api/auth/me').at(-1)?.body).toMatchObject({ phone: '+6285712345678' }), {
      timeout: 3000,
    });
    expect(server.called('PATCH', '/api/auth/me').some((call) => (call.body as { phone?: string }).phone === '+6212345')).toBe(false);
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Tinjau order' })).toBeTruthy();
    expect(screen.getByText(/\+6285712345678/)).toBeTruthy();
  });
});

describe('address cascade', () => {
  it('each choice loads the next level; a new province clears the levels below', async () => {
    store();
    const { user } = renderFlow(product());
    await user.click(screen.getByRole('radio', { name: /Kirim ke alamat/ }));
    const province = await screen.findByLabelText('Provinsi');
    await waitFor(() => expect(within(province).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(province, '51');
    await waitFor(() => expect(within(screen.getByLabelText('Kabupaten/Kota')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Kabupaten/Kota'), '51.71');
    await waitFor(() => expect(within(screen.getByLabelText('Kecamatan')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Kecamatan'), '51.71.01');
    await waitFor(() => expect(within(screen.getByLabelText('Kelurahan/Desa')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Kelurahan/Desa'), '51.71.01.1001');

    await user.selectOptions(province, '11');

    await waitFor(() => expect(within(screen.getByLabelText('Kabupaten/Kota')).getAllByRole('option')).toHaveLength(2));
    expect((screen.getByLabelText('Kabupaten/Kota') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Kecamatan') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Kecamatan')).toHaveProperty('disabled', true);
    expect(within(screen.getByLabelText('Kelurahan/Desa')).getAllByRole('option')).toHaveLength(1);
  });

  it('an incomplete address is named in red when continuing', async () => {
    store();
    const { user } = renderFlow(product());
    await user.click(screen.getByRole('radio', { name: /Kirim ke alamat/ }));

    await user.click(continueButton());

    expect(screen.getByText(/Alamat belum lengkap/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pengiriman atau pengambilan' })).toBeTruthy();
  });

  it("the profile's stored names are chosen again by id", async () => {
    const server = store();
    saveSession({ user: { ...PROFILE, province_state: 'Bali', regency_city: 'Kota Denpasar', district: 'Denpasar Selatan', village: 'Pedungan', postal_code: '80222', address: 'Jl. Danau Tamblingan 5' } });
    const { user } = renderFlow(product({ type: 'esim_bundle' }));

    await waitFor(() => expect((screen.getByLabelText('Kelurahan/Desa') as HTMLSelectElement).value).toBe('51.71.01.1002'));
    expect((screen.getByLabelText('Provinsi') as HTMLSelectElement).value).toBe('51');
    expect((screen.getByLabelText('Kode pos') as HTMLInputElement).value).toBe('80222');
    await user.click(continueButton());
    expect(server.called('PATCH', '/api/auth/me')[0].body).toMatchObject({ province_state: 'Bali', village: 'Pedungan' });
  });
});

