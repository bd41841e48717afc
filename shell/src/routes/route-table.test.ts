import { describe, expect, it } from 'vitest';

import { routeFor } from '@/routes/route-table';

describe('routeFor', () => {
  it('finds the page the router will show for an address', () => {
    expect(routeFor('/')?.expose).toBe('HomePage');
    expect(routeFor('/region-orders/ASEAN')?.expose).toBe('RegionOrdersPage');
    expect(routeFor('/special-promo')?.expose).toBe('PromoPage');
    expect(routeFor('/special-promo/HUTRI80')?.expose).toBe('PromoPage');
    expect(routeFor('/checkout/p-1/JP/HUTRI80')).toMatchObject({ expose: 'CheckoutPage', guarded: true });
    expect(routeFor('/esim/AB12CD34EF')).toMatchObject({ remote: 'account', expose: 'EsimCardPage' });
    expect(routeFor('/esim/AB12CD34EF')?.guarded).toBeUndefined();
  });

  it('finds nothing for an address no page serves', () => {
    expect(routeFor('/no-such-page')).toBeUndefined();
    expect(routeFor('/orders')).toBeUndefined();
  });
});
