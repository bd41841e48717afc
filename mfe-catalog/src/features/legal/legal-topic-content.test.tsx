import { i18n } from '@kelana/runtime';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { LegalTopicContent, type LegalTopic } from '@/features/legal/legal-topic-content';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

const TOPICS: Array<[LegalTopic, string, string]> = [
  ['terms', 'Syarat & Ketentuan', 'Terms & Conditions'],
  ['privacy', 'Privasi', 'Privacy'],
  ['security', 'Keamanan', 'Security'],
];

describe('footer legal pages', () => {
  it.each(TOPICS)('%s has a title and numbered sections in both languages', async (topic, idTitle, enTitle) => {
    const { unmount } = render(<LegalTopicContent topic={topic} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(idTitle);
    const idSections = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(idSections[0]).toMatch(/^1\. \S/);
    unmount();

    await i18n.changeLanguage('en');
    render(<LegalTopicContent topic={topic} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(enTitle);
    const enSections = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(enSections).toHaveLength(idSections.length);
    expect(enSections).not.toEqual(idSections);
  });

  it('marks the current page among the legal pages beside the text', () => {
    render(<LegalTopicContent topic="security" />, { wrapper: MemoryRouter });
    const pages = screen.getByRole('navigation', { name: 'Halaman legal' });
    expect(within(pages).getAllByRole('link')).toHaveLength(4);
    expect(within(pages).getByRole('link', { current: 'page' }).textContent).toBe('Keamanan');
  });

  it('the privacy summary links to the full policy', () => {
    render(<LegalTopicContent topic="privacy" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Baca Kebijakan Privasi lengkap' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
