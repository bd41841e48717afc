import { describe, expect, it } from 'vitest';

import { product } from '@/features/checkout/checkout-fixtures';
import { deliveryReady, EMPTY_ADDRESS, newOrderId, orderPayload, paymentMethods, paymentNext } from '@/features/checkout/checkout-model';

const BALI = {
  province: { id: '51', name: 'Bali' },
  regency: { id: '51.71', name: 'Kota Denpasar' },
  district: { id: '51.71.01', name: 'Denpasar Selatan' },
  village: { id: '51.71.01.1001', name: 'Serangan' },
  postalCode: '80229',
  street: 'Jl. Tukad Badung 1',
};

describe('order id', () => {
  it('is 10 characters A-Z 0-9 and differs between visits', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newOrderId()));

    expect([...ids].every((id) => /^[A-Z0-9]{10}$/.test(id))).toBe(true);
    expect(ids.size).toBe(200);
  });

  it('draws bytes again rather than favour the first characters', () => {
    const bytes = [255, 253, 252, 0, 35, 36, 71, 250, 1, 2, 3, 4, 5, 6, 7, 8];
    // 255, 253 and 252 are skipped; 36 and 71 wrap to A and 9; 250 is 8.
    expect(newOrderId(() => Uint8Array.from(bytes))).toBe('A9A98BCDEF');
  });
});

describe('order payload', () => {
  const base = {
    orderId: 'ABCDE12345',
    promoCode: null,
    locationCode: 'JP',
    paymentMethod: 'transfer' as const,
    iccid: null,
  };

  it('a SIM card sent to an address names street, city, province and postal code', () => {
    const payload = orderPayload({
      ...base,
      product: product(),
      kind: { productType: 'sim_bundle', urlPromo: null },
      choice: { delivery: 'delivery', pickup: null, address: BALI },
    });

    expect(payload).toEqual({
      order_id: 'ABCDE12345',
      promo_code: null,
      order_details: [{ product_id: 'jp-sim-5gb-7d', currency: 'IDR', quantity: 1 }],
      country: 'JP',
      delivery_type: 'delivery',
      delivery_address: { street: 'Jl. Tukad Badung 1, Serangan, Denpasar Selatan', city: 'Kota Denpasar', state: 'Bali', postal_code: '80229' },
      payment_method: 'transfer',
    });
  });

  it('a SIM card bought with a promo is sent to a complete address: the promo changes the price, not the delivery', () => {
    const kind = { productType: 'sim_bundle' as const, urlPromo: 'JALAN10' };
    const payload = orderPayload({
      ...base,
      promoCode: 'JALAN10',
      product: product(),
      kind,
      choice: { delivery: 'delivery', pickup: null, address: BALI },
    });

    expect(deliveryReady(kind, { delivery: 'delivery', pickup: null, address: EMPTY_ADDRESS })).toBe(false);
    expect(deliveryReady(kind, { delivery: 'delivery', pickup: null, address: BALI })).toBe(true);
    expect(payload.delivery_type).toBe('delivery');
    expect(payload.delivery_address?.state).toBe('Bali');
  });

  it('a regional product names its region, a data package its ICCID and no address', () => {
    const regional = orderPayload({
      ...base,
      locationCode: 'EU',
      product: product({ scope: 'region', type: 'esim_bundle' }),
      kind: { productType: 'esim_bundle', urlPromo: null },
      choice: { delivery: 'delivery', pickup: null, address: EMPTY_ADDRESS },
    });
    const data = orderPayload({
      ...base,
      iccid: '8962000000000000011',
      product: product({ type: 'data_package' }),
      kind: { productType: 'data_package', urlPromo: null },
      choice: { delivery: 'delivery', pickup: null, address: BALI },
    });

    expect(regional.region).toBe('EU');
    expect(regional.country).toBeUndefined();
    expect(regional.delivery_address).toBeUndefined();
    expect(data.order_details[0].iccid).toBe('8962000000000000011');
    expect(data.delivery_address).toBeUndefined();
  });

  it('cash is offered only for a SIM card picked up', () => {
    const kind = { productType: 'sim_bundle' as const, urlPromo: null };
    expect(paymentMethods(kind, { delivery: 'pickup', pickup: null, address: EMPTY_ADDRESS })).toContain('cash');
    expect(paymentMethods(kind, { delivery: 'delivery', pickup: null, address: EMPTY_ADDRESS })).not.toContain('cash');
    expect(paymentMethods({ productType: 'esim_bundle', urlPromo: null }, { delivery: 'pickup', pickup: null, address: EMPTY_ADDRESS })).not.toContain('cash');
  });
});

describe('payment answer', () => {
  const order = { orderId: 'ABCDE12345', amount: 150_000, name: 'Japan SIM' };

  it.each([
    ['https://app.midtrans.com/snap/v4/redirection/x', { kind: 'redirect', url: 'https://app.midtrans.com/snap/v4/redirection/x' }],
    ['cash', { kind: 'response', search: '?method=cash&orderId=ABCDE12345&amount=150000&name=Japan+SIM' }],
    ['{address}', { kind: 'response', search: '?method=promo&orderId=ABCDE12345' }],
    ['javascript:alert(1)', { kind: 'unknown', value: 'javascript:alert(1)' }],
  ])('%s', (value, next) => {
    expect(paymentNext(value, order)).toEqual(next);
  });
});
