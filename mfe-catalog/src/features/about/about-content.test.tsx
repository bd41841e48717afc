import { i18n } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AboutContent } from '@/features/about/about-content';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

/** The stats as pairs of label and value, read from the description list as assistive tech does. */
function stats() {
  return screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('about', () => {
  it('shows the SPEC figures: target year 2025, 4 million+ active users, 180+ partnerships', () => {
    render(<AboutContent />, { wrapper: MemoryRouter });
    expect(stats()).toEqual([
      ['Tahun target', '2025'],
      ['Pengguna aktif', '4 juta+'],
      ['Kemitraan', '180+'],
    ]);
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    render(<AboutContent />, { wrapper: MemoryRouter });
    expect(stats()).toEqual([
      ['Target year', '2025'],
      ['Active users', '4 million+'],
      ['Partnerships', '180+'],
    ]);
  });
});
