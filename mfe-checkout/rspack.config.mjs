import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';

export default createAppConfig({
  kind: 'remote',
  name: 'checkout',
  dir: import.meta.dirname,
  port: DEV_PORTS.checkout,
  title: 'Kelana · mfe-checkout',
  // Only src/exposes/* leaves this remote; the shell owns the routes these pages are mounted on.
  exposes: {
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './PaymentThankYouPage': './src/exposes/payment-thank-you-page.tsx',
    './PaymentResponsePage': './src/exposes/payment-response-page.tsx',
  },
});
