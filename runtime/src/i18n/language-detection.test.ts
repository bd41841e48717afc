import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureI18n } from './i18n';
import { toSupportedLanguage } from './languages';

const resources = {
  id: { common: { hello: 'Halo' } },
  en: { common: { hello: 'Hello' } },
};

/** A fresh instance through the store's own configuration, detecting from the current page. */
async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  await configureI18n(instance, { resources, debug: false });
  return instance.language;
}

function visit(search: string) {
  history.replaceState(null, '', `/${search}`);
}

beforeEach(() => {
  // A browser whose own language the store does not offer, so only the detected values decide.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
  // htmlTag is the last detector; start from a page without a language, not the previous test's.
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
  visit('');
});

describe('toSupportedLanguage', () => {
  it.each([
    ['id', 'id'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    ['id-ID', 'id'],
    ['in', 'id'],
  ])('maps %s to %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "en' onmouseover='x", 'javascript:alert(1)', 'fr', '', 'en us', '__proto__'])(
    'discards %j',
    (input) => {
      expect(toSupportedLanguage(input)).toBe('');
    },
  );
});

describe('language detection (SPEC §1)', () => {
  it('defaults to Indonesian', async () => {
    expect(await detect()).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });

  it('takes ?lng= first and caches it in localStorage and the cookie', async () => {
    visit('?lng=en');
    expect(await detect()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a script injected through ?lng= and ends in Indonesian', async () => {
    visit(`?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(await detect()).toBe('id');
    expect(localStorage.getItem('i18nextLng')).toBe('id');
    visit('?lng=javascript:alert(1)');
    expect(await detect()).toBe('id');
  });

  it('ignores injected values in the cookie and storage too', async () => {
    document.cookie = `i18next=${encodeURIComponent('"><svg onload=alert(1)>')}; path=/`;
    localStorage.setItem('i18nextLng', '<img src=x>');
    sessionStorage.setItem('i18nextLng', 'javascript:alert(1)');
    expect(await detect()).toBe('id');
  });

  it('follows the order: query, cookie, localStorage, sessionStorage, navigator', async () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(await detect()).toBe('en');
    visit('?lng=id');
    expect(await detect()).toBe('id');
    visit('');
    document.cookie = 'i18next=id; path=/';
    localStorage.setItem('i18nextLng', 'en');
    expect(await detect()).toBe('id');
  });

  it('a language chosen later wins over an older cookie on the next visit', async () => {
    document.cookie = 'i18next=id; path=/';
    const instance = i18next.createInstance();
    await configureI18n(instance, { resources, debug: false });
    expect(instance.language).toBe('id');
    await instance.changeLanguage('en');
    expect(await detect()).toBe('en');
  });

  it('uses the browser language when nothing was chosen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'fr']);
    expect(await detect()).toBe('en');
  });
});
