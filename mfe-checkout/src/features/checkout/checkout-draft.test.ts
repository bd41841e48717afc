import { afterEach, describe, expect, it } from 'vitest';

import { clearDraft, loadDraft, reachableStep, saveDraft, stepOfQuery } from '@/features/checkout/checkout-draft';
import { EMPTY_ADDRESS } from '@/features/checkout/checkout-model';

const DRAFT = {
  delivery: 'pickup' as const,
  pickup: { id: 'DPS-KUTA', name: 'Kelana Outlet Kuta', address: 'Jl. Legian No. 88', city: 'Badung', latitude: -8.7, longitude: 115.2 },
  address: { ...EMPTY_ADDRESS, province: { id: '51', name: 'BALI' }, street: 'Jl. Legian 1' },
  personal: { name: 'Dewi', email: 'dewi@example.com', phone: '81234567890' },
  promoCode: 'HEMAT25K',
  promoApplied: true,
  method: 'cash' as const,
  iccid: null,
  orderId: 'ABCDE12345',
};

describe('checkout draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is kept per product and dropped once the order is made', () => {
    saveDraft('jp-sim-5gb-7d', DRAFT);

    expect(loadDraft('jp-sim-5gb-7d')).toMatchObject({ ...DRAFT, pickup: { id: 'DPS-KUTA', name: 'Kelana Outlet Kuta' } });
    expect(loadDraft('jp-esim-5gb-5d')).toBeNull();
    clearDraft('jp-sim-5gb-7d');
    expect(loadDraft('jp-sim-5gb-7d')).toBeNull();
  });

  it('reads what another hand wrote into storage as nothing harmful', () => {
    window.sessionStorage.setItem('kelana.checkout.draft.x', '{"method":"bitcoin","delivery":9,"orderId":"<script>","pickup":"x"}');
    window.sessionStorage.setItem('kelana.checkout.draft.y', 'not json');

    expect(loadDraft('x')).toMatchObject({ method: 'gateway', delivery: 'pickup', orderId: '', pickup: null });
    expect(loadDraft('y')).toBeNull();
  });
});

describe('the step in the address', () => {
  it('names one of the four steps or none', () => {
    expect(stepOfQuery('2')).toBe(2);
    expect(stepOfQuery('5')).toBeNull();
    expect(stepOfQuery('2abc')).toBeNull();
    expect(stepOfQuery(null)).toBeNull();
  });

  it('falls back to the first step that is not complete', () => {
    const done = new Set([1]);
    expect(reachableStep(4, 1, (step) => done.has(step))).toBe(2);
    expect(reachableStep(2, 1, (step) => done.has(step))).toBe(2);
    expect(reachableStep(1, 3, () => true)).toBe(3); // a data package starts at step 3
    expect(reachableStep(4, 3, () => true)).toBe(4);
  });
});
