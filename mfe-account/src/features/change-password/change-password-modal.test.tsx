import { kelanaStore, saveSession, userAtom } from '@kelana/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChangePasswordModal, SUCCESS_CLOSE_MS } from '@/features/change-password/change-password-modal';
import { type Answer, fakeServer, identityError } from '@/test/fake-server';

function LoginProbe() {
  const message = (useLocation().state as { message?: string } | null)?.message;
  return <p>login page: {message}</p>;
}

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  vi.useRealTimers();
  saveSession({ token: null, refreshToken: null, user: null });
});

function renderModal(routes: Record<string, (body: Record<string, unknown>) => Answer> = {}, signedIn = true) {
  if (signedIn) saveSession({ token: 'id-token', refreshToken: 'refresh', user: { email: 'rina@example.com', name: 'Rina' } });
  server = fakeServer(routes);
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ChangePasswordModal open onClose={onClose} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

const old = () => screen.getByLabelText('Password lama');
const next = () => screen.getByLabelText('Password baru');
const confirm = () => screen.getByLabelText('Konfirmasi password baru');
const submit = () => screen.getByRole('button', { name: 'Ubah Password' });

async function fill(oldPassword: string, newPassword: string, confirmation = newPassword) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(old(), oldPassword);
  if (newPassword) await user.type(next(), newPassword);
  if (confirmation) await user.type(confirm(), confirmation);
  await user.click(submit());
}

const signInAs = (password: string): ((body: Record<string, unknown>) => Answer) => (body) =>
  body.password === password ? [200, { idToken: 'fresh-token', refreshToken: 'r2', email: body.email }] : [400, identityError('INVALID_LOGIN_CREDENTIALS')];

describe('ChangePasswordModal', () => {
  it('has the three password fields, each with a show/hide toggle', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Ubah Password' })).toBeTruthy();
    for (const field of [old(), next(), confirm()]) expect(field.getAttribute('type')).toBe('password');
    expect(screen.getAllByRole('button', { name: 'Tampilkan' })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: 'Tampilkan' })[0]);
    expect(old().getAttribute('type')).toBe('text');
  });

  it.each([
    ['', '', '', 'Semua kolom wajib diisi.'],
    ['lama-123', 'baru-123', '', 'Semua kolom wajib diisi.'],
    ['lama-123', 'baru-123', 'baru-456', 'Password baru dan konfirmasi password tidak cocok.'],
    ['lama-123', 'abc', 'abc', 'Password baru minimal 6 karakter.'],
  ])('checks the form before any call (%s, %s, %s)', async (oldPassword, newPassword, confirmation, message) => {
    renderModal();
    await fill(oldPassword, newPassword, confirmation);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(server?.calls).toEqual([]);
  });

  it('refuses a wrong old password with SPEC §8 text', async () => {
    renderModal({ 'accounts:signInWithPassword': signInAs('lama-benar') });
    await fill('lama-salah', 'baru-123456');
    expect((await screen.findByRole('alert')).textContent).toBe('Password lama yang Anda masukkan salah.');
    expect(server?.calls.map((call) => call.path)).toEqual(['accounts:signInWithPassword']);
    expect(server?.calls[0].body).toMatchObject({ email: 'rina@example.com', password: 'lama-salah' });
    expect(old()).not.toHaveProperty('disabled', true);
  });

  it.each([
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'Password baru terlalu lemah. Gunakan minimal 6 karakter.'],
    ['INVALID_ID_TOKEN', 'Sesi Anda telah berakhir. Silakan login kembali.'],
    ['USER_NOT_FOUND', 'Sesi Anda telah berakhir. Silakan login kembali.'],
    ['SOMETHING_ELSE', 'Gagal mengubah password.'],
  ])('shows the message of %s', async (code, message) => {
    renderModal({ 'accounts:signInWithPassword': signInAs('lama-benar'), 'accounts:update': () => [400, identityError(code)] });
    await fill('lama-benar', 'baru-123456');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says so when nobody is signed in', async () => {
    renderModal({}, false);
    await fill('lama-benar', 'baru-123456');
    expect((await screen.findByRole('alert')).textContent).toBe('Anda tidak terautentikasi. Silakan login kembali.');
  });

  it('changes the password with the fresh token, then signs out to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onClose } = renderModal({
      'accounts:signInWithPassword': signInAs('lama-benar'),
      'accounts:update': () => [200, { idToken: 'new', refreshToken: 'new-r', localId: 'u1' }],
    });
    await fill('lama-benar', 'baru-123456');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Password berhasil diubah. Silakan login kembali dengan password baru.');
    expect(server?.calls.at(-1)).toMatchObject({ path: 'accounts:update', body: { idToken: 'fresh-token', password: 'baru-123456' } });
    expect(kelanaStore.get(userAtom)).not.toBeNull();

    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 200));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalled();
    expect(kelanaStore.get(userAtom)).toBeNull();
    expect(screen.getByText(/login page: Password berhasil diubah/)).toBeTruthy();
  });
});
