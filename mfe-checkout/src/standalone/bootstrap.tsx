import { startStandalone } from '@kelana/runtime/standalone';

import { CheckoutPage } from '@/exposes/checkout-page';
import { PaymentThankYouPage } from '@/exposes/payment-thank-you-page';
import { PaymentResponsePage } from '@/exposes/payment-response-page';

// Development only: this remote's pages without the shell (`pnpm --filter mfe-checkout dev`).
startStandalone({
  namespace: 'checkout',
  pages: [
    { path: '/checkout/:productId/:locationCode?/:promoCode?', example: '/checkout/demo', element: <CheckoutPage /> },
    { path: '/payment/thankyou', example: '/payment/thankyou', element: <PaymentThankYouPage /> },
    { path: '/payment/response', example: '/payment/response', element: <PaymentResponsePage /> },
  ],
});
