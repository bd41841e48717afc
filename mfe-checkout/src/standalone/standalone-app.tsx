import { PageHeading } from '@kelana/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

import { CheckoutPage } from '@/exposes/checkout-page';
import { PaymentThankYouPage } from '@/exposes/payment-thank-you-page';
import { PaymentResponsePage } from '@/exposes/payment-response-page';

// This remote's pages on the shell's paths, so links and params behave the same as inside the shell.
const PAGES = [
  { path: '/checkout/:productId/:locationCode?/:promoCode?', example: '/checkout/demo', element: <CheckoutPage /> },
  { path: '/payment/thankyou', example: '/payment/thankyou', element: <PaymentThankYouPage /> },
  { path: '/payment/response', example: '/payment/response', element: <PaymentResponsePage /> },
];

function StandaloneFrame() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <header className="k-container">
        <p>{t('standalone.heading')}</p>
        <nav>
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.example}>{page.example}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Routes>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<PageHeading>404</PageHeading>} />
        </Routes>
      </main>
    </>
  );
}

export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <StandaloneFrame />
      </Suspense>
    </BrowserRouter>
  );
}
