import { kelanaStore, saveSession, userAtom } from '@kelana/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ProfileModal } from '@/features/profile/profile-modal';
import { type Answer, envelope, fakeServer, refused } from '@/test/fake-server';

const STORED = { uid: 'u1', email: 'rina@example.com', name: 'Rina', phone: '+6281234567890', occupation: 'liburan' };

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  saveSession({ token: null, user: null });
});

function renderModal(routes: Record<string, (body: Record<string, unknown>) => Answer> = {}) {
  saveSession({ token: 'id-token', user: { ...STORED, displayName: 'Rina' } });
  server = fakeServer({
    'GET /api/auth/me': () => [200, envelope(STORED)],
    'GET /api/user/iccids': () => [200, envelope({ iccids: [] })],
    ...routes,
  });
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <ProfileModal open onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose };
}

const name = () => screen.getByRole('textbox', { name: 'Nama lengkap' });
const phone = () => screen.getByRole('textbox', { name: 'Nomor HP' });
const occupation = () => screen.getByRole('combobox', { name: 'Tujuan perjalanan' });
const iccid = () => screen.getByRole('combobox', { name: 'ICCID terdaftar' });
const save = () => screen.getByRole('button', { name: 'Simpan' });
const alertsSwitch = () => screen.getByRole('switch', { name: 'Email pemberitahuan kuota' });

describe('ProfileModal', () => {
  it('shows the profile: name, phone after +62, occupation, read-only e-mail; no ICCID list reads as none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderModal({ 'GET /api/user/iccids': () => [404, refused('Not found')] });
    expect(screen.getByRole('dialog', { name: 'Profil Saya' })).toBeTruthy();
    expect(name()).toHaveProperty('value', 'Rina');
    expect(phone()).toHaveProperty('value', '81234567890');
    expect(occupation()).toHaveProperty('value', 'liburan');
    expect(screen.getByRole('option', { name: 'Liburan' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveProperty('value', 'rina@example.com');
    expect(email).toHaveProperty('readOnly', true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Belum ada ICCID terdaftar' })).toBeTruthy();
  });

  it('lists ICCIDs with their type and state in words', async () => {
    renderModal({
      'GET /api/user/iccids': () => [200, envelope({ iccids: [{ iccid: '8962000000000000001', type: 'esim', status: 'assigned' }] })],
    });
    expect(await screen.findByRole('option', { name: '8962000000000000001 · eSIM · belum diaktifkan' })).toBeTruthy();
    expect(iccid()).toHaveProperty('value', '8962000000000000001');
  });

  it('saves: PATCH with +62, profile reloaded into the session, closed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({
      'PATCH /api/auth/me': (body) => [200, envelope({ ...STORED, ...body })],
    });
    await waitFor(() => expect(server?.calls.some((call) => call.path === 'GET /api/auth/me')).toBe(true));
    await user.clear(name());
    await user.type(name(), 'Rina Wulandari');
    await user.clear(phone());
    await user.type(phone(), '0811223344');
    await user.selectOptions(occupation(), 'bekerja');
    server!.calls.length = 0;
    await user.click(save());
    expect(server?.calls[0]).toMatchObject({
      method: 'PATCH',
      path: 'PATCH /api/auth/me',
      body: { name: 'Rina Wulandari', phone: '+62811223344', occupation: 'bekerja' },
    });
    expect(server?.calls[1]?.path).toBe('GET /api/auth/me');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('has a labelled usage alerts switch, on by default, that saves off and on with the profile', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({
      'PATCH /api/auth/me': (body) => [200, envelope({ ...STORED, usage_alerts: true, ...body })],
    });
    await waitFor(() => expect(server?.calls.some((call) => call.path === 'GET /api/auth/me')).toBe(true));
    expect(alertsSwitch()).toHaveProperty('checked', true);
    const hint = document.getElementById(alertsSwitch().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Kirim email saat kuota data paket terpakai 75% dan 90%, serta 3 hari dan 1 hari sebelum paket berakhir.');

    await user.click(screen.getByText('Email pemberitahuan kuota')); // the label toggles it too
    expect(alertsSwitch()).toHaveProperty('checked', false);
    server!.calls.length = 0;
    await user.click(save());

    expect(server?.calls[0]).toMatchObject({ method: 'PATCH', body: { usage_alerts: false } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the stored choice: a buyer who unsubscribed sees the switch off, and can turn it on with the keyboard', async () => {
    const user = userEvent.setup();
    renderModal({
      'GET /api/auth/me': () => [200, envelope({ ...STORED, usage_alerts: false })],
      'PATCH /api/auth/me': (body) => [200, envelope({ ...STORED, ...body })],
    });
    await waitFor(() => expect(alertsSwitch()).toHaveProperty('checked', false));

    alertsSwitch().focus();
    await user.keyboard(' ');
    expect(alertsSwitch()).toHaveProperty('checked', true);
    server!.calls.length = 0;
    await user.click(save());
    expect(server?.calls[0]).toMatchObject({ method: 'PATCH', body: { usage_alerts: true } });
  });

  it('disables the form and says "saving" while the server answers', async () => {
    const user = userEvent.setup();
    renderModal();
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Menyimpan…' })).toHaveProperty('disabled', true);
    expect(name()).toHaveProperty('disabled', true);
    expect(phone()).toHaveProperty('disabled', true);
    expect(occupation()).toHaveProperty('disabled', true);
    expect(alertsSwitch()).toHaveProperty('disabled', true);
    answer(new Response(JSON.stringify(refused('Boom')), { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal memperbarui profil. Silakan coba lagi.');
    expect(name()).toHaveProperty('disabled', false);
  });

  it('shows a refused phone number under the field, in the page language, and focuses it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({
      'PATCH /api/auth/me': () => [400, refused('phone: Value error, not a valid Indonesian phone number', { code: 'invalid_input', field: 'phone' })],
    });
    await user.clear(phone());
    await user.type(phone(), '81234567899');
    await user.click(save());
    const message = 'Nomor HP tidak valid. Masukkan nomor Indonesia, misalnya 812 3456 7890.';
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
    const described = phone().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(message);
    expect(document.activeElement).toBe(phone());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the phone as it is typed, once the field was left, and sends nothing while it is not a mobile number', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await waitFor(() => expect(server?.calls.length).toBeGreaterThan(0));
    server!.calls.length = 0;
    await user.clear(phone());
    await user.type(phone(), '12345');
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    const said = () => document.getElementById((phone().getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent;
    expect(said()).toBe('Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.');
    await user.clear(phone());
    await user.type(phone(), '8123');
    expect(said()).toBe('Nomor HP terlalu pendek: 9–12 angka setelah +62, mis. 812 3456 7890.');
    await user.click(save());
    expect(document.activeElement).toBe(phone());
    expect(server?.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(phone());
    await user.type(phone(), '+62 812-3456-7899');
    await user.tab();
    expect(phone()).toHaveProperty('value', '81234567899');
    expect(phone().getAttribute('aria-invalid')).toBeNull();
  });

  it('requires name, phone and occupation before saving', async () => {
    const user = userEvent.setup();
    renderModal();
    await waitFor(() => expect(server?.calls.length).toBeGreaterThan(0));
    await user.clear(name());
    server!.calls.length = 0;
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe('Nama lengkap, nomor HP, dan tujuan perjalanan wajib diisi.');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(server?.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('keeps the session user in step with the saved profile', async () => {
    const user = userEvent.setup();
    renderModal({
      'PATCH /api/auth/me': (body) => [200, envelope({ ...STORED, ...body })],
      'GET /api/auth/me': () => [200, envelope({ ...STORED, name: 'Rina W.' })],
    });
    await user.click(save());
    await waitFor(() => expect(kelanaStore.get(userAtom)).toMatchObject({ name: 'Rina W.', displayName: 'Rina W.' }));
  });
});
