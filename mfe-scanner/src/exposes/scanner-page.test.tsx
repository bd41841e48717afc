import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BarcodeScanner } from '@/exposes/barcode-scanner';
import { ScannerPage } from '@/exposes/scanner-page';

describe('scanner remote', () => {
  it('the demo page shows its heading', () => {
    render(<ScannerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pindai Kartu SIM' })).toBeTruthy();
  });

  it('the scanner component is a placeholder for now', () => {
    render(<BarcodeScanner />);
    expect(screen.getByRole('note').textContent).toBe('Pemindai barcode kartu SIM akan tampil di sini.');
  });
});
