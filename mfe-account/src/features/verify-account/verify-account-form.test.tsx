import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VerifyAccountForm } from '@/features/verify-account/verify-account-form';

const resendVerificationCode = vi.fn();

vi.mock('@/api/account-recovery', async (original) => ({
  ...(await original<typeof import('@/api/account-recovery')>()),
  canResendWithoutPassword: () => true,
  resendVerificationCode: (...args: unknown[]) => resendVerificationCode(...args),
}));

describe('the resend countdown (SPEC §4 OTP)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    vi.useRealTimers();
    resendVerificationCode.mockReset();
  });

  it('counts 60 to 0, then offers a resend that clears the boxes and starts again', async () => {
    resendVerificationCode.mockResolvedValue({ ok: true });
    render(
      <MemoryRouter initialEntries={['/verify-account?email=rina%40example.com']}>
        <VerifyAccountForm />
      </MemoryRouter>,
    );
    expect(screen.getByText('Kirim ulang kode dalam 60 detik')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Kirim ulang kode dalam 30 detik')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 dari 6' }), { target: { value: '7' } });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const resend = screen.getByRole('button', { name: 'Kirim ulang kode' });

    await act(async () => {
      fireEvent.click(resend);
    });

    expect(resendVerificationCode).toHaveBeenCalledWith('rina@example.com', undefined);
    expect(screen.getByRole('status').textContent).toBe('Kode verifikasi baru telah dikirim. Silakan periksa kotak masuk Anda.');
    expect((screen.getByRole('textbox', { name: 'Digit 1 dari 6' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Kirim ulang kode dalam 60 detik')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
  });
});
