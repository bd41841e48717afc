import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { DestinationTabs } from '@/features/home/destination-tabs';
import { SPEC_COUNTRIES } from '@/features/home/destinations';

describe('home destination tabs', () => {
  it('shows 6 country cards, then all 8 after show more', () => {
    render(
      <MemoryRouter>
        <DestinationTabs countries={[...SPEC_COUNTRIES]} regions={[]} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Satu negara' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link')).toHaveLength(6);
    expect(within(panel).getByRole('link', { name: /Hongkong.*Rp\. 50\.000/ }).getAttribute('href')).toBe('/orders/HK');
    fireEvent.click(within(panel).getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(within(panel).getAllByRole('link')).toHaveLength(8);
  });

  it('shows regions first, linking to their region page', () => {
    render(
      <MemoryRouter>
        <DestinationTabs countries={[...SPEC_COUNTRIES]} regions={[{ code: 'EU', name_id: 'Eropa', name_en: 'Europe', available: true, price: 120000 }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Eropa/ }).getAttribute('href')).toBe('/region-orders/EU');
  });
});
