import { i18n } from '@kelana/runtime';
import { afterAll, describe, expect, it } from 'vitest';

import { installStateWords } from '@/features/esim-card/install-state';

const words = (language: string, state: unknown, device: unknown = null) => installStateWords(i18n.getFixedT(language), state, device)?.text ?? null;

describe('installStateWords', () => {
  afterAll(() => void i18n.changeLanguage('id'));

  it.each([
    ['not_installed', null, 'Belum dipasang', 'Not installed yet'],
    ['downloaded', 'iPhone 15', 'Terpasang di iPhone 15', 'Installed on iPhone 15'],
    ['installed', 'Pixel 8', 'Terpasang di Pixel 8', 'Installed on Pixel 8'],
    ['installed', null, 'Terpasang', 'Installed'],
    ['downloaded', '   ', 'Terpasang', 'Installed'],
    ['enabled', 'iPhone 15', 'Aktif', 'Active'],
    ['disabled', null, 'Nonaktif', 'Disabled'],
    ['removed', null, 'Dihapus', 'Removed'],
  ])('%s on %s reads "%s" / "%s"', (state, device, indonesian, english) => {
    expect(words('id', state, device)).toBe(indonesian);
    expect(words('en', state, device)).toBe(english);
  });

  it('shows nothing when the answer has no state, or one it does not know', () => {
    expect(words('id', undefined)).toBeNull();
    expect(words('id', null)).toBeNull();
    expect(words('en', 'suspended')).toBeNull();
    expect(words('en', 42)).toBeNull();
  });

  it('gives each state a tone for its badge', () => {
    const tone = (state: string) => installStateWords(i18n.getFixedT('id'), state, null)?.tone;
    expect([tone('not_installed'), tone('installed'), tone('enabled'), tone('removed')]).toEqual(['waiting', 'done', 'active', 'off']);
  });
});
