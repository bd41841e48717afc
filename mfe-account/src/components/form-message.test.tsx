import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormMessage } from '@/components/form-message';

afterEach(() => vi.restoreAllMocks());

describe('FormMessage', () => {
  it('is brought into sight when it shows and when its words change, not when the form around it renders again', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { rerender } = render(<FormMessage tone="error">Email atau password salah.</FormMessage>);
    expect(screen.getByRole('alert').textContent).toBe('Email atau password salah.');
    expect(scrolled).toHaveBeenCalledTimes(1);
    rerender(<FormMessage tone="error">Email atau password salah.</FormMessage>);
    expect(scrolled).toHaveBeenCalledTimes(1);
    rerender(<FormMessage tone="error">Terlalu banyak percobaan. Coba lagi nanti.</FormMessage>);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('with a link or a button inside, stays put while the visitor types elsewhere in the form', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const message = () => (
      <FormMessage tone="success">
        Pendaftaran berhasil.
        <div>
          <a href="/verify">Masukkan kode</a>
        </div>
      </FormMessage>
    );
    const { rerender } = render(message());
    rerender(message());
    rerender(message());
    expect(screen.getByRole('status').textContent).toBe('Pendaftaran berhasil.Masukkan kode');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
