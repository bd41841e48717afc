import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { CheckoutPage } from '@/exposes/checkout-page';
import { PaymentResponsePage } from '@/exposes/payment-response-page';
import { PaymentThankYouPage } from '@/exposes/payment-thank-you-page';
import { fakeStore } from '@/test/fake-store';
import { vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('checkout pages', () => {
  it.each([
    [CheckoutPage, 'Checkout'],
    [PaymentThankYouPage, 'Terima Kasih'],
    [PaymentResponsePage, 'Status Pembayaran'],
  ])('%o shows its heading', (Page, heading) => {
    fakeStore({});
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
