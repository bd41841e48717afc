import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { GuideContent } from '@/features/guide/guide-content';

async function openDeviceCheck() {
  const user = userEvent.setup();
  render(<GuideContent />, { wrapper: RouterWrapper });
  const opener = screen.getByRole('button', { name: 'Cek perangkat' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Perangkat yang mendukung eSIM' }) };
}

// GuideContent links to order pages, so it needs a router around it.
function RouterWrapper({ children }: { children: React.ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

describe('device check modal', () => {
  it('opens on the smartphone tab with the four brands, all closed', async () => {
    const { dialog } = await openDeviceCheck();
    expect(within(dialog).getByRole('tab', { name: 'Smartphone' }).getAttribute('aria-selected')).toBe('true');
    const brands = within(dialog).getAllByRole('button', { expanded: false }).filter((b) => b.hasAttribute('aria-controls'));
    expect(brands.map((button) => button.textContent)).toEqual(['Apple21 model', 'Samsung17 model', 'Oppo8 model', 'Google9 model']);
  });

  it('lists 21 Apple, 17 Samsung, 8 Oppo and 9 Google models, one brand open at a time', async () => {
    const { user, dialog } = await openDeviceCheck();
    for (const [brand, count] of [['Apple', 21], ['Samsung', 17], ['Oppo', 8], ['Google', 9]] as const) {
      await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${brand}`) }));
      const models = within(dialog).getByRole('list', { name: brand });
      expect(within(models).getAllByRole('listitem')).toHaveLength(count);
      expect(within(dialog).getAllByRole('list')).toHaveLength(1);
    }
  });

  it('lays the models out three per row', async () => {
    const { user, dialog } = await openDeviceCheck();
    await user.click(within(dialog).getByRole('button', { name: /^Oppo/ }));
    const models = within(dialog).getByRole('list', { name: 'Oppo' });
    expect(models.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('shows tablets as coming soon after an arrow key moves to that tab', async () => {
    const { user, dialog } = await openDeviceCheck();
    within(dialog).getByRole('tab', { name: 'Smartphone' }).focus();
    await user.keyboard('{ArrowRight}');
    const tablet = within(dialog).getByRole('tab', { name: 'Tablet' });
    expect(tablet.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tablet);
    expect(within(dialog).getByRole('tabpanel').textContent).toMatch(/^Segera hadir/);
    expect(within(dialog).queryByRole('button', { name: /^Apple/ })).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, opener } = await openDeviceCheck();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
