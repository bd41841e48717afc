import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AuthActionPage } from '@/exposes/auth-action-page';
import { ForgotPasswordPage } from '@/exposes/forgot-password-page';
import { VerifyAccountPage } from '@/exposes/verify-account-page';

const at = (path: string, page: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe('signed-out account screens', () => {
  it('verify account asks for the e-mail when none is known, and shows the countdown', () => {
    at('/verify-account', <VerifyAccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi Akun' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByText('Kirim ulang kode dalam 60 detik')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
  });

  it('verify account names the e-mail it came with', () => {
    at('/verify-account?email=rina%40example.com', <VerifyAccountPage />);
    expect(screen.getByText('Kode verifikasi dikirim ke rina@example.com.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('forgot password has a required e-mail field', () => {
    at('/forgot-password', <ForgotPasswordPage />);
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
  });

  it('an action link without its code says so (SPEC §5)', () => {
    at('/auth/action?mode=resetPassword', <AuthActionPage />);
    expect(screen.getByRole('alert').textContent).toBe('Terjadi kesalahan. Kode aksi tidak ditemukan.');
  });
});
