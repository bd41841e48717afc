import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LoginPage } from '@/exposes/login-page';
import { RegisterPage } from '@/exposes/register-page';
import { VerifyAccountPage } from '@/exposes/verify-account-page';

const CHECKOUT = '/checkout/jp-sim-5gb-7d/JP/JALAN10?step=2';
const NEXT = `next=${encodeURIComponent(CHECKOUT)}`;

const at = (path: string, page: ReactNode, state?: unknown) =>
  render(<MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>{page}</MemoryRouter>);

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the page a visitor signs in to get back to', () => {
  it('is carried from /login to registration and to the forgotten-password page', () => {
    at(`/login?${NEXT}`, <LoginPage />);
    expect(href('Daftar sekarang')).toBe(`/register?${NEXT}`);
    expect(href('Lupa password?')).toBe(`/forgot-password?${NEXT}`);
  });

  it('is carried from registration back to /login', () => {
    at(`/register?${NEXT}`, <RegisterPage />);
    expect(href('Masuk')).toBe(`/login?${NEXT}`);
  });

  it('is carried by the banner link to verification, and from verification back to /login', () => {
    at(`/login?${NEXT}`, <LoginPage />, { message: 'Registrasi berhasil!', email: 'rina@example.com' });
    expect(href('Masukkan kode verifikasi')).toBe(`/verify-account?email=rina%40example.com&${NEXT}`);
  });

  it('is carried from verification back to /login', () => {
    at(`/verify-account?email=rina%40example.com&${NEXT}`, <VerifyAccountPage />);
    expect(href('Kembali ke halaman login')).toBe(`/login?${NEXT}`);
  });

  it.each(['//evil.com', 'https://evil.com/checkout/x', '/\\evil.com', 'javascript:alert(1)'])('is dropped when it is not a path of this site (%s)', (target) => {
    at(`/login?next=${encodeURIComponent(target)}`, <LoginPage />);
    expect(href('Daftar sekarang')).toBe('/register');
  });
});
