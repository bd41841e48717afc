import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ScannerPage } from '@/exposes/scanner-page';

describe('scanner demo page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its heading, an off camera and no result yet', () => {
    render(<ScannerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pindai Kartu SIM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kamera' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Belum ada kode yang terbaca.')).toBeTruthy();
  });

  it('says so when the page is not a secure context, and blocks the toggle for a second', async () => {
    vi.stubGlobal('isSecureContext', false);
    render(<ScannerPage />);
    const camera = screen.getByRole('button', { name: 'Kamera' });
    await userEvent.click(camera);
    expect((await screen.findByRole('alert')).textContent).toBe('Kamera hanya bisa dibuka di halaman yang aman (https).');
    expect((camera as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the browser has no camera support', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<ScannerPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Kamera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/tidak mendukung kamera/);
  });
});
