import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CheckoutPage } from '@/exposes/checkout-page';
import { PaymentResponsePage } from '@/exposes/payment-response-page';
import { PaymentThankYouPage } from '@/exposes/payment-thank-you-page';

describe('checkout pages', () => {
  it.each([
    [CheckoutPage, 'Checkout'],
    [PaymentThankYouPage, 'Terima Kasih'],
    [PaymentResponsePage, 'Status Pembayaran'],
  ])('%o shows its heading', (Page, heading) => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
