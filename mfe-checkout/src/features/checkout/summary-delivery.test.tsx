import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { DeliveryQuote } from '@/api/checkout-api';
import { product } from '@/features/checkout/checkout-fixtures';
import type { PromoState } from '@/features/checkout/promo-input';
import { SummaryStep } from '@/features/checkout/summary-step';

// The summary of a SIM card sent to an address: its province's fee and days before paying.
const BALI: DeliveryQuote = { province_id: '51', fee: 25_000, days: 3 };

function renderSummary(delivery: DeliveryQuote | null, promo: PromoState = { status: 'idle', code: '' }) {
  const noop = () => undefined;
  render(
    <MemoryRouter>
      <SummaryStep
        product={product()}
        orderId="ABCDE12345"
        subtotal={150_000}
        delivery={delivery}
        promo={promo}
        promoLocked={false}
        methods={['gateway', 'transfer']}
        method="gateway"
        terms
        paying={false}
        payError={null}
        onPromoCode={noop}
        onApplyPromo={noop}
        onRemovePromo={noop}
        onMethod={noop}
        onTerms={noop}
        onPay={noop}
      />
    </MemoryRouter>,
  );
}

describe('the summary of a SIM card sent to an address', () => {
  it('shows the fee and the expected days, and the total and Pay include the fee', () => {
    renderSummary(BALI);

    const fee = screen.getByText('Ongkos kirim').closest('div')!;
    expect(within(fee).getByText('Tiba sekitar 3 hari setelah dibayar')).toBeTruthy();
    expect(within(fee).getByText('Rp. 25.000')).toBeTruthy();
    expect(screen.getByText('Total').closest('div')?.textContent).toContain('Rp. 175.000');
    expect(screen.getByRole('button', { name: 'Bayar Rp. 175.000' })).toBeTruthy();
  });

  it('a promo discounts the card, not the delivery', () => {
    renderSummary(BALI, { status: 'applied', code: 'JALAN10', discount: 15_000 });

    expect(screen.getByRole('button', { name: 'Bayar Rp. 160.000' })).toBeTruthy();
  });

  it('shows no fee for pickup or an eSIM', () => {
    renderSummary(null);

    expect(screen.queryByText('Ongkos kirim')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bayar Rp. 150.000' })).toBeTruthy();
  });
});
