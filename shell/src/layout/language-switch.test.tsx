import { i18n } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { LanguageSwitch } from '@/layout/language-switch';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

describe('LanguageSwitch', () => {
  it('is a labelled group of two toggle buttons, Indonesian pressed by default', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Pilih bahasa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ID, Bahasa Indonesia' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'EN, English' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('switches the shared instance, re-renders, and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'EN, English' }));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('group', { name: 'Choose language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN, English' }).getAttribute('aria-pressed')).toBe('true');
  });
});
