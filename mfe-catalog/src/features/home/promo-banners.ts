import default1Desktop from '@/features/home/banners/default-1-desktop.svg';
import default1Mobile from '@/features/home/banners/default-1-mobile.svg';
import default2Desktop from '@/features/home/banners/default-2-desktop.svg';
import default2Mobile from '@/features/home/banners/default-2-mobile.svg';
import hutri80Desktop from '@/features/home/banners/hutri80-desktop.svg';
import hutri80Mobile from '@/features/home/banners/hutri80-mobile.svg';
import jalan10Desktop from '@/features/home/banners/jalan10-desktop.svg';
import jalan10Mobile from '@/features/home/banners/jalan10-mobile.svg';
import umrah15Desktop from '@/features/home/banners/umrah15-desktop.svg';
import umrah15Mobile from '@/features/home/banners/umrah15-mobile.svg';

interface BannerLink {
  url: string;
  link: string;
}

/** The part of GET /api/promos the carousel reads. */
export interface Promo {
  code: string;
  name: string;
  start_date: string;
  expiry_date?: string | null;
  banner: { desktop: BannerLink; mobile: BannerLink } | null;
}

export interface Slide {
  code: string;
  /** The promo's name, or an i18n key for the default banners. */
  alt: string;
  image: string;
  link: string;
}

export interface SlideSets {
  desktop: Slide[];
  mobile: Slide[];
  fallback: boolean;
}

/**
 * The API names /banners/<code>-{desktop,mobile}.webp, which no server holds yet: the remote ships its own
 * SVG artwork as hashed assets and maps the promo code to it; a code without artwork uses the API's URL.
 */
const ARTWORK: Record<string, { desktop: string; mobile: string }> = {
  HUTRI80: { desktop: hutri80Desktop, mobile: hutri80Mobile },
  JALAN10: { desktop: jalan10Desktop, mobile: jalan10Mobile },
  UMRAH15: { desktop: umrah15Desktop, mobile: umrah15Mobile },
};

const DEFAULT_SLIDES: SlideSets = {
  desktop: [
    { code: 'default-1', alt: 'home.banner.default1', image: default1Desktop, link: '/region-orders/GLOBAL' },
    { code: 'default-2', alt: 'home.banner.default2', image: default2Desktop, link: '/panduan' },
  ],
  mobile: [
    { code: 'default-1', alt: 'home.banner.default1', image: default1Mobile, link: '/region-orders/GLOBAL' },
    { code: 'default-2', alt: 'home.banner.default2', image: default2Mobile, link: '/panduan' },
  ],
  fallback: true,
};

/** SPEC §4: a promo's banner shows only from start_date to expiry_date (the server filters too). */
export function inWindow(promo: Pick<Promo, 'start_date' | 'expiry_date'>, now: Date): boolean {
  const start = Date.parse(promo.start_date);
  const end = promo.expiry_date ? Date.parse(promo.expiry_date) : Number.POSITIVE_INFINITY;
  return (Number.isNaN(start) || start <= now.getTime()) && now.getTime() <= end;
}

export function bannerSlides(promos: readonly Promo[], now: Date): SlideSets {
  const shown = promos.filter((promo) => promo.banner && inWindow(promo, now));
  if (shown.length === 0) return DEFAULT_SLIDES;
  const slide = (promo: Promo, set: 'desktop' | 'mobile'): Slide => ({
    code: promo.code,
    alt: promo.name,
    image: ARTWORK[promo.code]?.[set] ?? promo.banner![set].url,
    link: promo.banner![set].link,
  });
  return {
    desktop: shown.map((promo) => slide(promo, 'desktop')),
    mobile: shown.map((promo) => slide(promo, 'mobile')),
    fallback: false,
  };
}

export { DEFAULT_SLIDES };
