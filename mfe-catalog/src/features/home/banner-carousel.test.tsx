import { i18n } from '@kelana/runtime';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BannerCarousel } from '@/features/home/banner-carousel';
import { AUTO_ADVANCE_MS } from '@/features/home/carousel-logic';

/** The browser's answer to media queries: only the ones named match. */
function mediaMatching(...matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const DOT = /^(Tampilkan|Show) promo \d+$/;

/**
 * Lets React run the effects of the commit that drew the dots. The banners arrive in a transition, whose effects
 * (the carousel's interval among them) React runs in a task after the commit, queued with setImmediate; a task
 * queued now runs after it.
 */
async function effectsRun(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

/** Which banner the dots say is shown, counted from 1. */
function shownSlide(): number {
  const dots = screen.getAllByRole('button', { name: DOT });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true, message: 'OK', data: [] }));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
});

describe('the home banner carousel', () => {
  it('moves to the next banner on its own', async () => {
    mediaMatching();
    // Only the carousel's interval runs on the test's clock; the page's own waits stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    await screen.findAllByRole('button', { name: DOT });
    await effectsRun();
    expect(shownSlide()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS + 10);
    });
    expect(shownSlide()).toBe(2);
  });

  it('stays on its banner for a visitor who asked for less motion', async () => {
    mediaMatching('(prefers-reduced-motion: reduce)');
    // Only the carousel's interval runs on the test's clock; the page's own waits stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    await screen.findAllByRole('button', { name: DOT });
    await effectsRun();
    expect(shownSlide()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    });
    expect(shownSlide()).toBe(1);
  });
});
