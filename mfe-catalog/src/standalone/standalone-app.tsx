import { PageHeading } from '@kelana/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

import { HomePage } from '@/exposes/home-page';
import { AboutPage } from '@/exposes/about-page';
import { GuidePage } from '@/exposes/guide-page';
import { ContactPage } from '@/exposes/contact-page';
import { FaqPage } from '@/exposes/faq-page';
import { PrivacyPolicyPage } from '@/exposes/privacy-policy-page';
import { LegalPage } from '@/exposes/legal-page';
import { CountryOrdersPage } from '@/exposes/country-orders-page';
import { RegionOrdersPage } from '@/exposes/region-orders-page';
import { SpecialPackagePage } from '@/exposes/special-package-page';
import { PromoPage } from '@/exposes/promo-page';

// This remote's pages on the shell's paths, so links and params behave the same as inside the shell.
const PAGES = [
  { path: '/', example: '/', element: <HomePage /> },
  { path: '/tentang', example: '/tentang', element: <AboutPage /> },
  { path: '/panduan', example: '/panduan', element: <GuidePage /> },
  { path: '/kontak', example: '/kontak', element: <ContactPage /> },
  { path: '/faq-page', example: '/faq-page', element: <FaqPage /> },
  { path: '/privacy-policy', example: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/terms', example: '/terms', element: <LegalPage /> },
  { path: '/orders/:countryCode', example: '/orders/JP', element: <CountryOrdersPage /> },
  { path: '/region-orders/:regionCode', example: '/region-orders/EU', element: <RegionOrdersPage /> },
  { path: '/special-paket-orders', example: '/special-paket-orders', element: <SpecialPackagePage /> },
  { path: '/special-promo/:promoCode?', example: '/special-promo', element: <PromoPage /> },
];

function StandaloneFrame() {
  const { t } = useTranslation('catalog');
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
