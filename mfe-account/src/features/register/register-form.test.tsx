import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RegisterPage } from '@/exposes/register-page';

const phone = () => screen.getByRole('textbox', { name: 'Nomor HP' });
const said = () => document.getElementById((phone().getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent;

async function fillAllBut(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nama lengkap' }), 'Rina Kusuma');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rina@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Rahasia-Kelana-9');
  await user.type(screen.getByLabelText('Konfirmasi password'), 'Rahasia-Kelana-9');
  await user.selectOptions(screen.getByLabelText('Tujuan perjalanan'), 'liburan');
}

describe('registration phone (the store phone rule)', () => {
  it('says a bad number under the field once it was left, and never opens the terms for it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    await fillAllBut(user);
    await user.type(phone(), '12345');
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Nama lengkap' }));
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(said()).toBe('Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.');

    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(phone());

    await user.clear(phone());
    await user.type(phone(), '0812 3456 7890');
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('dialog', { name: 'Syarat & Ketentuan' })).toBeTruthy();
    expect(phone()).toHaveProperty('value', '81234567890');
  });
});

describe('registration message', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the password mismatch into sight, and again at each press of Daftar that finds it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    await fillAllBut(user);
    await user.clear(screen.getByLabelText('Konfirmasi password'));
    await user.type(screen.getByLabelText('Konfirmasi password'), 'Rahasia-Kelana-8');
    await user.type(phone(), '81234567890');

    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const mismatch = 'Password dan konfirmasi password tidak cocok.';
    expect(screen.getByRole('alert').textContent).toBe(mismatch);
    expect(scrolled.mock.contexts.map((element) => (element as Element).textContent)).toEqual([mismatch]);

    await user.type(screen.getByRole('textbox', { name: 'Nama lengkap' }), ' Dewi'); // typing elsewhere: the page stays
    expect(scrolled).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert').textContent).toBe(mismatch);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
