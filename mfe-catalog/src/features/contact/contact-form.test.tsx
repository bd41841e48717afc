import { i18n, saveSession } from '@kelana/runtime';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContactContent } from '@/features/contact/contact-content';

afterEach(async () => {
  vi.restoreAllMocks();
  saveSession({ token: null, user: null });
  await i18n.changeLanguage('id');
});

function renderContact() {
  render(
    <MemoryRouter>
      <ContactContent />
    </MemoryRouter>,
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fillAll() {
  fireEvent.change(field('Nama lengkap'), { target: { value: 'Sari Wulandari' } });
  fireEvent.change(field('Email'), { target: { value: 'sari@example.com' } });
  fireEvent.change(field('Alamat'), { target: { value: 'Jl. Merdeka 17, Bandung' } });
  fireEvent.change(field('Nomor telepon'), { target: { value: '0812-3456-7890' } });
  fireEvent.change(field('Pesan'), { target: { value: 'eSIM saya belum aktif.' } });
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status }));
}

describe('contact form', () => {
  it('names every empty required field in the user’s language, without calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderContact();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    for (const text of ['Nama lengkap wajib diisi.', 'Email wajib diisi.', 'Alamat wajib diisi.', 'Nomor telepon wajib diisi.', 'Pesan wajib diisi.']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(field('Nama lengkap').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nama lengkap').getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Nama lengkap')));
    expect(fetch).not.toHaveBeenCalled();

    await i18n.changeLanguage('en');
    expect(await screen.findByText('Full name is required.')).toBeTruthy();
  });

  it('sends the joined phone, shows a loading label with the fields disabled, then the server’s message', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderContact();
    fillAll();
    fireEvent.change(screen.getByLabelText('Kode negara'), { target: { value: 'SG' } });
    fireEvent.change(field('Nomor telepon'), { target: { value: '9123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));

    const sending = await screen.findByRole('button', { name: 'Mengirim...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(field('Nama lengkap').disabled).toBe(true);
    expect(field('Pesan').disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/contact$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      language: 'id',
      name: 'Sari Wulandari',
      email: 'sari@example.com',
      address: 'Jl. Merdeka 17, Bandung',
      phone_number: '+6591234567',
      message: 'eSIM saya belum aktif.',
    });

    release(Response.json({ success: true, message: 'Terima kasih! Pesan Anda telah terkirim.', data: null }));
    expect((await screen.findByRole('status')).textContent).toBe('Terima kasih! Pesan Anda telah terkirim.');
    expect(field('Nama lengkap').value).toBe('');
    expect(field('Pesan').value).toBe('');
    expect(field('Nama lengkap').disabled).toBe(false);
  });

  it('is prefilled from the signed-in user and keeps those fields after sending', async () => {
    saveSession({ token: 't', user: { uid: 'u1', name: 'Budi Santoso', email: 'budi@example.com', phone: '+6281298765432', address: 'Jl. Asia Afrika 8' } });
    answer(200, { success: true, message: '', data: null });
    renderContact();
    expect(field('Nama lengkap').value).toBe('Budi Santoso');
    expect(field('Email').value).toBe('budi@example.com');
    expect(field('Alamat').value).toBe('Jl. Asia Afrika 8');
    expect(field('Nomor telepon').value).toBe('81298765432');
    expect((screen.getByLabelText('Kode negara') as HTMLSelectElement).value).toBe('ID');
    fireEvent.change(field('Pesan'), { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    // An empty server message falls back to the default text.
    expect((await screen.findByRole('status')).textContent).toBe('Pesan Anda berhasil dikirim. Tim kami akan segera menghubungi Anda.');
    expect(field('Nama lengkap').value).toBe('Budi Santoso');
    expect(field('Pesan').value).toBe('');
  });

  it('shows the server’s message for too many messages (429)', async () => {
    answer(429, { success: false, message: 'Terlalu banyak pesan dari alamat Anda.', data: { code: 'contact_too_many_messages' } });
    renderContact();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Terlalu banyak pesan dari alamat Anda.');
    expect(field('Pesan').value).toBe('eSIM saya belum aktif.');
  });

  it('puts a field the server refused under that field', async () => {
    answer(400, { success: false, message: 'phone_number: must be valid', data: { code: 'invalid', field: 'phone_number' } });
    renderContact();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    expect(await screen.findByText('Nomor telepon tidak valid. Periksa kode negara dan nomornya.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Nomor telepon')));
  });

  it('says the server cannot be reached when the network fails, and the generic error otherwise', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderContact();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal terhubung ke server. Periksa koneksi internet Anda dan coba lagi.');

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Gagal mengirim pesan. Silakan coba lagi.'));
  });

  it('shows the store’s own support contact beside the form', () => {
    renderContact();
    expect(screen.getByRole('link', { name: 'bantuan@kelana.id' }).getAttribute('href')).toBe('mailto:bantuan@kelana.id');
    expect(screen.getByRole('link', { name: '+62 811-1234-5678' }).getAttribute('href')).toBe('https://wa.me/6281112345678');
  });
});
