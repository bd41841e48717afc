import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('holds the space first and shows the section in a later task', async () => {
    const { container } = render(
      <main>
        <h1>Home</h1>
        <RenderLater reserve="100vh">
          <h2>Popular destinations</h2>
        </RenderLater>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Popular destinations' })).toBeNull();
    const placeholder = container.querySelector<HTMLElement>('main > div');
    expect(placeholder?.style.minHeight).toBe('100vh');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');

    expect(await screen.findByRole('heading', { name: 'Popular destinations' })).toBeTruthy();
    expect(container.querySelector('main > div')).toBeNull();
  });

  it('adds nothing to the page meanwhile when no space is reserved', async () => {
    const { container } = render(
      <RenderLater>
        <p>Why choose us</p>
      </RenderLater>,
    );
    expect(container.childElementCount).toBe(0);
    expect(await screen.findByText('Why choose us')).toBeTruthy();
  });
});
