import { i18n, kelanaStore, saveSession, userAtom } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { AccountMenu } from '@/account/account-menu';
import { TopBar } from '@/layout/top-bar';

const RINA = { email: 'rina@example.com', name: 'Rina Wulandari', uid: 'u1' };

function renderMenu(onOpenDialog = vi.fn()) {
  saveSession({ token: 't', user: RINA });
  render(
    <MemoryRouter initialEntries={['/tentang']}>
      <p>outside</p>
      <AccountMenu user={RINA} onOpenDialog={onOpenDialog} />
      <Routes>
        <Route path="/" element={<h1>home</h1>} />
        <Route path="/tentang" element={<h1>about</h1>} />
        <Route path="/cek-kuota" element={<h1>quota</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: /: Rina Wulandari$/ }), onOpenDialog };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('AccountMenu', () => {
  it('is a menu button showing the user name and initial, closed at first', () => {
    const { button } = renderMenu();
    expect(screen.getByRole('button', { name: 'Akun Saya: Rina Wulandari' })).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('R');
    expect(button.textContent).toContain('Rina Wulandari');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the Google profile picture when the session has one', () => {
    saveSession({ googleProfilePicUrl: 'https://example.com/rina.png' });
    const { button } = renderMenu();
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.com/rina.png');
    saveSession({ googleProfilePicUrl: null });
  });

  it('opens with Enter on the first item; arrows, Home and End move and wrap', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Akun Saya' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
      'Profil',
      'Cek Kuota',
      'Pesanan Saya',
      'Ubah Password',
      'Keluar',
    ]);
    expect(document.activeElement).toBe(item('Profil'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Cek Kuota'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(item('Keluar'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Profil'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Keluar'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Profil'));
  });

  it('opens with Space or ArrowDown on the first item, with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    expect(document.activeElement).toBe(item('Profil'));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Profil'));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Keluar'));
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the profile and password dialogs, focus back on the button', async () => {
    const user = userEvent.setup();
    const { button, onOpenDialog } = renderMenu();
    await user.click(button);
    await user.click(item('Profil'));
    expect(onOpenDialog).toHaveBeenLastCalledWith('profile');
    expect(document.activeElement).toBe(button);
    button.focus();
    await user.keyboard('{Enter}{End}{ArrowUp}{Enter}');
    expect(onOpenDialog).toHaveBeenLastCalledWith('changePassword');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows a link item with Enter or Space', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(screen.getByRole('heading', { name: 'quota' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('speaks English too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    try {
      renderMenu();
      await user.click(screen.getByRole('button', { name: 'My Account: Rina Wulandari' }));
      expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
        'Profile',
        'Check quota',
        'My orders',
        'Change password',
        'Log out',
      ]);
    } finally {
      await i18n.changeLanguage('id');
    }
  });

  it('logs out: the session is cleared and home is shown', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(item('Keluar'));
    expect(kelanaStore.get(userAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
  });
});

describe('TopBar', () => {
  it('shows the login and register links to a visitor, the account menu to a signed-in user', async () => {
    saveSession({ user: null });
    const { unmount } = render(
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Akun Saya/ })).toBeNull();
    unmount();

    saveSession({ token: 't', user: RINA });
    render(
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>,
    );
    // The account menu's code loads once someone is signed in (account-parts.ts).
    expect(await screen.findByRole('button', { name: 'Akun Saya: Rina Wulandari' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    saveSession({ token: null, user: null });
  });
});
