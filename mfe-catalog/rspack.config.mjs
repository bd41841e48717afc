import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';

export default createAppConfig({
  kind: 'remote',
  name: 'catalog',
  dir: import.meta.dirname,
  port: DEV_PORTS.catalog,
  title: 'Kelana · mfe-catalog',
  // Only src/exposes/* leaves this remote; the shell owns the routes these pages are mounted on.
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './AboutPage': './src/exposes/about-page.tsx',
    './GuidePage': './src/exposes/guide-page.tsx',
    './ContactPage': './src/exposes/contact-page.tsx',
    './FaqPage': './src/exposes/faq-page.tsx',
    './PrivacyPolicyPage': './src/exposes/privacy-policy-page.tsx',
    './LegalPage': './src/exposes/legal-page.tsx',
    './CountryOrdersPage': './src/exposes/country-orders-page.tsx',
    './RegionOrdersPage': './src/exposes/region-orders-page.tsx',
    './SpecialPackagePage': './src/exposes/special-package-page.tsx',
    './PromoPage': './src/exposes/promo-page.tsx',
  },
});
