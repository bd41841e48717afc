import { BRAND, i18n } from '@kelana/runtime';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppDownload } from '@/features/home/app-download';
import { SpecialPackageBanner } from '@/features/home/special-package-banner';
import { WhyChooseUs } from '@/features/home/why-choose-us';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
});

function renderInRouter(node: React.ReactNode) {
  render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('home lower sections', () => {
  it('the special banner shows the cheapest special package and links to its page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ success: true, message: 'OK', data: [{ price: [{ currency: 'IDR', amount: 245000 }] }, { price: [{ currency: 'IDR', amount: 99000 }] }] }),
    );
    renderInRouter(<SpecialPackageBanner />);
    const section = screen.getByRole('region', { name: 'Paket Umrah & Haji' });
    expect(await within(section).findByText('Mulai dari Rp. 99.000')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Lihat paket spesial' }).getAttribute('href')).toBe('/special-paket-orders');
  });

  it('the special banner still links when its prices fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderInRouter(<SpecialPackageBanner />);
    expect(screen.getByRole('link', { name: 'Lihat paket spesial' })).toBeTruthy();
    expect(screen.queryByText(/Mulai dari/)).toBeNull();
  });

  it('why choose us gives four reasons', () => {
    renderInRouter(<WhyChooseUs />);
    const section = screen.getByRole('region', { name: `Kenapa memilih ${BRAND.name}?` });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('the app section links to the store in a new tab, in either language', async () => {
    renderInRouter(<AppDownload />);
    const badge = screen.getByRole('link', { name: /Unduh di App Store/ });
    expect(badge.getAttribute('href')).toBe(BRAND.appStoreUrl);
    expect(badge.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: /Download on the App Store/ })).toBeTruthy();
  });
});
