/** The five public links of the top bar and the mobile menu (SPEC §2 "Layout"), as translation keys. */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/tentang', labelKey: 'nav.about' },
  { to: '/panduan', labelKey: 'nav.guide' },
  { to: '/faq-page', labelKey: 'nav.faq' },
  { to: '/kontak', labelKey: 'nav.contact' },
] as const;

export const LEGAL_LINKS = [
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/security', labelKey: 'footer.security' },
  { to: '/privacy-policy', labelKey: 'footer.privacyPolicy' },
] as const;
