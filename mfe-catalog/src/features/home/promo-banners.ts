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
import default1DesktopEn from '@/features/home/banners/default-1-desktop.en.svg';
import default1MobileEn from '@/features/home/banners/default-1-mobile.en.svg';
import default2DesktopEn from '@/features/home/banners/default-2-desktop.en.svg';
import default2MobileEn from '@/features/home/banners/default-2-mobile.en.svg';
import hutri80DesktopEn from '@/features/home/banners/hutri80-desktop.en.svg';
import hutri80MobileEn from '@/features/home/banners/hutri80-mobile.en.svg';
import jalan10DesktopEn from '@/features/home/banners/jalan10-desktop.en.svg';
import jalan10MobileEn from '@/features/home/banners/jalan10-mobile.en.svg';
import umrah15DesktopEn from '@/features/home/banners/umrah15-desktop.en.svg';
import umrah15MobileEn from '@/features/home/banners/umrah15-mobile.en.svg';

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
  /** An i18n key (our artwork's words, the default banners), or the promo's name for a promo without artwork. */
  alt: string;
  image: string;
  link: string;
}

export interface SlideSets {
  desktop: Slide[];
  mobile: Slide[];
  fallback: boolean;
}

/** The languages our banner artwork is drawn in: its words are part of the picture. */
export type BannerLanguage = 'id' | 'en';

type Artwork = Record<BannerLanguage, { desktop: string; mobile: string }>;

/**
 * The API names /banners/<code>-{desktop,mobile}.webp, which no server holds yet: the remote ships its own
 * SVG artwork, in each language, as hashed assets and maps the promo code to it; a code without artwork uses the
 * API's URL and the promo's name.
 */
const ARTWORK: Record<string, Artwork> = {
  HUTRI80: { id: { desktop: hutri80Desktop, mobile: hutri80Mobile }, en: { desktop: hutri80DesktopEn, mobile: hutri80MobileEn } },
  JALAN10: { id: { desktop: jalan10Desktop, mobile: jalan10Mobile }, en: { desktop: jalan10DesktopEn, mobile: jalan10MobileEn } },
  UMRAH15: { id: { desktop: umrah15Desktop, mobile: umrah15Mobile }, en: { desktop: umrah15DesktopEn, mobile: umrah15MobileEn } },
};

const DEFAULT_ARTWORK: { code: string; link: string; art: Artwork }[] = [
  {
    code: 'default-1',
    link: '/region-orders/GLOBAL',
    art: { id: { desktop: default1Desktop, mobile: default1Mobile }, en: { desktop: default1DesktopEn, mobile: default1MobileEn } },
  },
  {
    code: 'default-2',
    link: '/panduan',
    art: { id: { desktop: default2Desktop, mobile: default2Mobile }, en: { desktop: default2DesktopEn, mobile: default2MobileEn } },
  },
];

/** The store's own banners, shown when no promo has one in its window (SPEC §8). */
export function defaultSlides(language: BannerLanguage): SlideSets {
  const slides = (set: 'desktop' | 'mobile') =>
    DEFAULT_ARTWORK.map(({ code, link, art }) => ({
      code,
      alt: `home.banner.${code.replace('-', '')}`,
      image: art[language][set],
      link,
    }));
  return { desktop: slides('desktop'), mobile: slides('mobile'), fallback: true };
}

/** SPEC §4: a promo's banner shows only from start_date to expiry_date (the server filters too). */
export function inWindow(promo: Pick<Promo, 'start_date' | 'expiry_date'>, now: Date): boolean {
  const start = Date.parse(promo.start_date);
  const end = promo.expiry_date ? Date.parse(promo.expiry_date) : Number.POSITIVE_INFINITY;
  return (Number.isNaN(start) || start <= now.getTime()) && now.getTime() <= end;
}

export function bannerSlides(promos: readonly Promo[], now: Date, language: BannerLanguage = 'id'): SlideSets {
  const shown = promos.filter((promo) => promo.banner && inWindow(promo, now));
  if (shown.length === 0) return defaultSlides(language);
  const slide = (promo: Promo, set: 'desktop' | 'mobile'): Slide => {
    const art = ARTWORK[promo.code];
    return {
      code: promo.code,
      alt: art ? `home.banner.promos.${promo.code}` : promo.name,
      image: art ? art[language][set] : promo.banner![set].url,
      link: promo.banner![set].link,
    };
  };
  return {
    desktop: shown.map((promo) => slide(promo, 'desktop')),
    mobile: shown.map((promo) => slide(promo, 'mobile')),
    fallback: false,
  };
}

