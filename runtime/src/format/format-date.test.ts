import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '../i18n/i18n';

import { formatDate, formatJakartaDateTime, formatJakartaTime } from './format-date';

// 07:30 UTC is 14:30 in Jakarta (UTC+7, no daylight saving).
const INSTANT = '2025-01-05T07:30:00Z';

describe('date formatters', () => {
  afterEach(async () => {
    await i18n.changeLanguage('id');
  });

  it('writes dates in Indonesian', () => {
    expect(formatDate(INSTANT)).toBe('5 Januari 2025');
    expect(formatDate(new Date('2025-08-17T03:00:00Z'))).toBe('17 Agustus 2025');
  });

  it('uses Jakarta’s calendar day, not the machine’s', () => {
    // 20:00 UTC on the 5th is already the 6th in Jakarta.
    expect(formatDate('2025-01-05T20:00:00Z')).toBe('6 Januari 2025');
  });

  it('shows Jakarta time with the WIB suffix', () => {
    expect(formatJakartaTime(INSTANT)).toBe('14.30 WIB');
    expect(formatJakartaDateTime(INSTANT)).toBe('5 Januari 2025 14.30 WIB');
    expect(formatJakartaDateTime('2025-01-05T17:05:00Z')).toBe('6 Januari 2025 00.05 WIB');
  });

  it('writes dates in English on an English page, still on Jakarta time', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(INSTANT)).toBe('5 January 2025');
    expect(formatDate('2025-12-03T03:00:00Z')).toBe('3 December 2025');
    expect(formatJakartaDateTime(INSTANT)).toBe('5 January 2025 14:30 WIB');
    expect(formatJakartaTime(INSTANT)).toBe('14:30 WIB');
  });
});
