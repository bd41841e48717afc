import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Tabs } from './tabs';

const items = [
  { id: 'website', label: 'Website', content: 'Scan the QR code' },
  { id: 'app', label: 'Kelana App', content: 'Open the app' },
  { id: 'tablet', label: 'Tablet', content: 'Coming soon' },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    render(<Tabs items={items} label="Activation" />);
    const list = screen.getByRole('tablist', { name: 'Activation' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Website' });
    expect(panel.textContent).toBe('Scan the QR code');
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrow keys, wrapping around, and Home/End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs items={items} label="Activation" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Website' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Kelana App' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Open the app');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Website' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tablet' }));

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Website' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tablet' }).getAttribute('aria-selected')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('tablet');
  });

  it('lets Tab leave the tab list for the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Activation" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Website' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
