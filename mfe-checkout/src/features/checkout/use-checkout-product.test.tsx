import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useCheckoutProduct } from '@/features/checkout/use-checkout-product';

afterEach(() => {
  vi.restoreAllMocks();
});

function Checkout({ productId }: { productId: string }) {
  useCheckoutProduct(productId);
  return null;
}

describe("the checkout's product and profile", () => {
  it('are asked for each in a task of its own, after the one in which React ran the page’s effects', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input), 'http://store.test').pathname);
      return Response.json({ success: true, message: 'OK', data: {} });
    });
    render(<Checkout productId="jp-esim-5gb-5d" />);
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/api/auth/me', '/api/products/jp-esim-5gb-5d']));
  });
});
