import { startStandalone } from '@kelana/runtime/standalone';

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

// Development only: this remote's pages without the shell (`pnpm --filter mfe-catalog dev`).
startStandalone({
  namespace: 'catalog',
  pages: [
    { path: '/', example: '/', element: <HomePage /> },
    { path: '/tentang', example: '/tentang', element: <AboutPage /> },
    { path: '/panduan', example: '/panduan', element: <GuidePage /> },
    { path: '/kontak', example: '/kontak', element: <ContactPage /> },
    { path: '/faq-page', example: '/faq-page', element: <FaqPage /> },
    { path: '/privacy-policy', example: '/privacy-policy', element: <PrivacyPolicyPage /> },
    { path: '/terms', example: '/terms', element: <LegalPage topic="terms" /> },
    { path: '/privacy', example: '/privacy', element: <LegalPage topic="privacy" /> },
    { path: '/security', example: '/security', element: <LegalPage topic="security" /> },
    { path: '/orders/:countryCode', example: '/orders/JP', element: <CountryOrdersPage /> },
    { path: '/region-orders/:regionCode', example: '/region-orders/EU', element: <RegionOrdersPage /> },
    { path: '/special-paket-orders', example: '/special-paket-orders', element: <SpecialPackagePage /> },
    { path: '/special-promo/:promoCode?', example: '/special-promo/HUTRI80', element: <PromoPage /> },
  ],
});
