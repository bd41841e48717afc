import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HOME_LISTS, homeList, prefetchHomeLists } from '@/features/home/home-requests';
import { SpecialPackageBanner } from '@/features/home/special-package-banner';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers every store request with `data`, and counts the requests by path. */
function countRequests(data: unknown): Map<string, number> {
  const asked = new Map<string, number>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://store.test').pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    return Response.json({ success: true, message: 'OK', data });
  });
  return asked;
}

describe("the home page's lists", () => {
  it('are asked for by the page module before it renders, and a section that mounts then asks for nothing more', async () => {
    const asked = countRequests([{ price: [{ currency: 'IDR', amount: 99000 }] }]);

    prefetchHomeLists();
    await vi.waitFor(() => expect(asked.size).toBe(HOME_LISTS.length + 1));
    expect([...asked.keys()].sort()).toEqual([...HOME_LISTS.map((path) => `/api${path}`), '/api/destinations'].sort());

    render(
      <MemoryRouter>
        <SpecialPackageBanner />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Paket Umrah & Haji' });
    expect(await within(section).findByText('Mulai dari Rp. 99.000')).toBeTruthy();
    await Promise.all(HOME_LISTS.filter((path) => path !== '/products/special').map((path) => homeList(path)));
    expect([...asked.values()].every((count) => count === 1)).toBe(true);
  });

  it('are asked for again on a later visit, once the prefetched answers are used', async () => {
    const asked = countRequests([]);
    prefetchHomeLists();
    await homeList('/countries');
    expect(asked.get('/api/countries')).toBe(1);

    const later = await homeList<unknown[]>('/countries');
    expect(later).toMatchObject({ ok: true, data: [] });
    expect(asked.get('/api/countries')).toBe(2);
  });
});
