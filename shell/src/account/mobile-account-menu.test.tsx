import { kelanaStore, saveSession, userAtom } from '@kelana/runtime';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { MobileMenu } from '@/layout/mobile-menu';

const RINA = { email: 'rina@example.com', name: 'Rina Wulandari' };

describe('MobileMenu for a signed-in user', () => {
  it('lists the account items instead of the login links; an item closes the drawer and acts', async () => {
    const user = userEvent.setup();
    saveSession({ token: 't', user: RINA });
    const onClose = vi.fn();
    const onOpenDialog = vi.fn();
    render(
      <MemoryRouter>
        <MobileMenu open onClose={onClose} user={RINA} onOpenDialog={onOpenDialog} />
      </MemoryRouter>,
    );
    const account = await screen.findByRole('navigation', { name: 'Akun Saya' });
    expect(within(account).getByText('rina@example.com')).toBeTruthy();
    expect(within(account).getByRole('link', { name: 'Cek Kuota' }).getAttribute('href')).toBe('/cek-kuota');
    expect(within(account).getByRole('link', { name: 'Pesanan Saya' }).getAttribute('href')).toBe('/riwayat-order');
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();

    await user.click(within(account).getByRole('button', { name: 'Ubah Password' }));
    expect(onClose).toHaveBeenCalled();
    expect(onOpenDialog).toHaveBeenCalledWith('changePassword');

    await user.click(within(account).getByRole('button', { name: 'Keluar' }));
    expect(kelanaStore.get(userAtom)).toBeNull();
  });
});
