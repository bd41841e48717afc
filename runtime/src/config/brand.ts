import brandJson from './brand.json';

/** The brand lives in brand.json so the HTML template (built by Node) and the app read the same value. */
export interface Brand {
  name: string;
  product: string;
  app: string;
  supportEmail: string;
  whatsappNumber: string;
  whatsappDisplay: string;
  appStoreUrl: string;
  social: { instagram: string; tiktok: string; facebook: string; x: string };
}

export const BRAND: Brand = brandJson;
