import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { coverageSummary } from '@/features/orders/coverage';
import { describeFailure, useProducts } from '@/features/orders/use-products';
import { useSearchIndex } from '@/features/search/public';
import { findRegion } from '@/features/orders/use-region';

describe('why a list failed', () => {
  it('keeps the server message of a refusal', () => {
    expect(describeFailure({ kind: 'http', status: 404, message: "Region 'XX' tidak ditemukan", data: null })).toEqual({
      kind: 'server-message',
      message: "Region 'XX' tidak ditemukan",
    });
  });
  it('tells no answer from a broken server', () => {
    expect(describeFailure({ kind: 'network', message: 'Failed to fetch' })).toEqual({ kind: 'load-failed' });
    expect(describeFailure({ kind: 'timeout', message: 'slow', timeoutMs: 10000 })).toEqual({ kind: 'load-failed' });
    expect(describeFailure({ kind: 'http', status: 500, message: 'Internal Server Error', data: null })).toEqual({ kind: 'server-error' });
    expect(describeFailure({ kind: 'invalid-response', status: 200, message: 'not an envelope' })).toEqual({ kind: 'server-error' });
  });
});

describe('region lookup and coverage', () => {
  it('finds a region by code in any case', () => {
    const regions = [{ code: 'EU', name_id: 'Eropa', name_en: 'Europe', available: true, price: 1 }];
    expect(findRegion(regions, 'eu')?.name_id).toBe('Eropa');
    expect(findRegion(regions, 'XX')).toBeUndefined();
  });
  it('names the first countries in the language and counts the rest', () => {
    expect(coverageSummary(['JP', 'KR', 'SG'], 'en', 2)).toEqual({ names: ['Japan', 'South Korea'], more: 1, total: 3 });
    expect(coverageSummary(['JP'], 'id').names).toEqual(['Jepang']);
  });
});

describe("a country page's requests", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('start each in a task of its own, after the one in which React ran the page’s effects', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input), 'http://store.test').pathname);
      return Response.json({ success: true, message: 'OK', data: [] });
    });
    function CountryLists() {
      useProducts('/products/country/JP', 'esim_bundle');
      useSearchIndex();
      return null;
    }
    render(<CountryLists />);
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/api/destinations', '/api/products/country/JP']));
  });
});
