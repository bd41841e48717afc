import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DeliveryTimeline } from '@/features/order-history/delivery-timeline';
import type { Delivery } from '@/features/order-history/order-api';

// A sent SIM card's steps in the order's detail: dates, courier and tracking number.
const SHIPPED: Delivery = {
  fee: 25_000,
  days: 3,
  step: 'shipped',
  steps: [
    { step: 'packed', at: '2026-11-20T03:00:00Z' },
    { step: 'shipped', at: '2026-11-21T03:00:00Z' },
  ],
  courier: 'JNE REG',
  tracking_number: 'JNE0012345678',
};

describe('the delivery timeline', () => {
  it('shows each step taken with its date, the courier and tracking number, and what is still to come', () => {
    render(<DeliveryTimeline delivery={SHIPPED} />);

    const timeline = screen.getByRole('region', { name: 'Pengiriman kartu SIM' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/Dikemas.*20 November 2026/),
      expect.stringMatching(/Dikirim.*21 November 2026.*Kurir JNE REG.*Nomor resi JNE0012345678/),
      expect.stringMatching(/Diterima.*Belum/),
    ]);
    expect(timeline.textContent).toContain('Ongkos kirim Rp. 25.000 · tiba sekitar 3 hari setelah dibayar');
  });
});
