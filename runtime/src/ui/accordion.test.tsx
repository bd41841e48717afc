import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Accordion } from './accordion';

const items = [
  { id: 'apple', title: 'Apple', content: 'iPhone 15' },
  { id: 'samsung', title: 'Samsung', content: 'Galaxy S24' },
];

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('opens one item at a time when singleOpen, first open initially', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} singleOpen defaultOpenIds={['apple']} />);
    expect(expanded('Apple')).toBe('true');
    expect(screen.getByRole('region', { name: 'Apple' }).textContent).toBe('iPhone 15');

    await user.click(screen.getByRole('button', { name: 'Samsung' }));
    expect(expanded('Samsung')).toBe('true');
    expect(expanded('Apple')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Apple' })).toBeNull();
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} singleOpen defaultOpenIds={['apple']} />);
    await user.click(screen.getByRole('button', { name: 'Apple' }));
    expect(expanded('Apple')).toBe('false');
  });

  it('works from the keyboard: Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded('Apple')).toBe('true');
    await user.tab();
    await user.keyboard(' ');
    expect(expanded('Samsung')).toBe('true');
    expect(expanded('Apple')).toBe('true');
  });

  it('puts each trigger inside a heading and links it to its panel', () => {
    render(<Accordion items={items} headingLevel={2} defaultOpenIds={['apple']} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Apple' })).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Apple' });
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.textContent).toBe('iPhone 15');
  });
});
