import { matchPath } from 'react-router';

import type { RemoteName } from '@/remotes/remote-registry';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module (`./HomePage`) and the named component it exports: both carry this name. */
  expose: string;
  /** Routes "behind the loader" (SPEC §2): a visitor without a stored user is sent to /login. */
  guarded?: boolean;
  /** Fixed props, for one component serving several routes. */
  props?: Record<string, string>;
}

/** Every route of SPEC §2. The shell owns this table; each remote only exposes the page components. */
export const ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'catalog', expose: 'HomePage' },
  { path: '/tentang', remote: 'catalog', expose: 'AboutPage' },
  { path: '/panduan', remote: 'catalog', expose: 'GuidePage' },
  { path: '/kontak', remote: 'catalog', expose: 'ContactPage' },
  { path: '/faq-page', remote: 'catalog', expose: 'FaqPage' },
  { path: '/privacy-policy', remote: 'catalog', expose: 'PrivacyPolicyPage' },
  { path: '/terms', remote: 'catalog', expose: 'LegalPage', props: { topic: 'terms' } },
  { path: '/privacy', remote: 'catalog', expose: 'LegalPage', props: { topic: 'privacy' } },
  { path: '/security', remote: 'catalog', expose: 'LegalPage', props: { topic: 'security' } },
  { path: '/orders/:countryCode', remote: 'catalog', expose: 'CountryOrdersPage' },
  { path: '/region-orders/:regionCode', remote: 'catalog', expose: 'RegionOrdersPage' },
  { path: '/special-paket-orders', remote: 'catalog', expose: 'SpecialPackagePage' },
  { path: '/special-promo/:promoCode?', remote: 'catalog', expose: 'PromoPage' },

  { path: '/login', remote: 'account', expose: 'LoginPage' },
  { path: '/register', remote: 'account', expose: 'RegisterPage' },
  { path: '/verify-account', remote: 'account', expose: 'VerifyAccountPage' },
  { path: '/forgot-password', remote: 'account', expose: 'ForgotPasswordPage' },
  { path: '/auth/action', remote: 'account', expose: 'AuthActionPage' },
  { path: '/riwayat-order', remote: 'account', expose: 'OrderHistoryPage', guarded: true },
  { path: '/cek-kuota', remote: 'account', expose: 'QuotaPage', guarded: true },
  // Not guarded: signed out, the card asks to sign in itself (a link from an e-mail or a chat lands here).
  { path: '/esim/:orderId', remote: 'account', expose: 'EsimCardPage' },

  { path: '/checkout/:productId/:locationCode?/:promoCode?', remote: 'checkout', expose: 'CheckoutPage', guarded: true },
  { path: '/payment/thankyou', remote: 'checkout', expose: 'PaymentThankYouPage', guarded: true },
  { path: '/payment/response', remote: 'checkout', expose: 'PaymentResponsePage', guarded: true },

  { path: '/scanner', remote: 'scanner', expose: 'ScannerPage' },
];

/** The route that serves a path, as the router will choose it (the table has no overlapping paths). */
export function routeFor(pathname: string): RemoteRoute | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}
