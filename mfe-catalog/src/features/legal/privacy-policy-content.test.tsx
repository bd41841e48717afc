import { i18n } from '@kelana/runtime';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { PrivacyPolicyContent } from '@/features/legal/privacy-policy-content';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

// Written out again rather than imported: these anchors are public URLs, and SPEC §2 fixes them.
const SPEC_ANCHORS = [
  'kebijakan-privasi',
  'pengumpulan-data',
  'app-info',
  'penggunaan-data',
  'pembagian-informasi',
  'penyimpanan-data',
  'penerusan-data',
  'hapus-data',
  'pengungkapan-data',
  'privasi-anak',
  'tautan-lain',
  'perubahan-kebijakan',
  'hubungi-kami',
];

function renderPolicy() {
  return render(
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <PrivacyPolicyContent />
    </MemoryRouter>,
  );
}

describe('privacy policy', () => {
  it('has a titled section under every SPEC anchor, in order, each linked from the table of contents', () => {
    const { container } = renderPolicy();
    const sections = Array.from(container.querySelectorAll('article section'));
    expect(sections.map((section) => section.id)).toEqual(SPEC_ANCHORS);
    const contents = screen.getByRole('navigation', { name: 'Daftar isi' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SPEC_ANCHORS.map((anchor) => `#${anchor}`));
    for (const section of sections) {
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading.textContent).not.toMatch(/privacyPolicy\./);
      expect(section.querySelectorAll('p').length).toBeGreaterThan(1);
    }
  });

  it('ends with the contact e-mail line from the brand config', () => {
    const { container } = renderPolicy();
    const contact = container.querySelector<HTMLElement>('#hubungi-kami')!;
    expect(within(contact).getByRole('link', { name: 'bantuan@kelana.id' }).getAttribute('href')).toBe('mailto:bantuan@kelana.id');
  });

  it('keeps the Indonesian anchors in English', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderPolicy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(container.querySelector('#hapus-data h2')?.textContent).toBe('8. Deleting your data and account');
  });
});
