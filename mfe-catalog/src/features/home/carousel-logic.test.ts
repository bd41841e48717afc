import { describe, expect, it } from 'vitest';

import { nextSlide, previousSlide, slideAfterDrag } from '@/features/home/carousel-logic';
import { bannerSlides, type Promo } from '@/features/home/promo-banners';

describe('banner carousel logic', () => {
  it('advances and wraps around', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it('moves one slide only past 15 % of the width', () => {
    expect(slideAfterDrag(1, -149, 1000, 3)).toBe(1);
    expect(slideAfterDrag(1, -150, 1000, 3)).toBe(2);
    expect(slideAfterDrag(1, 151, 1000, 3)).toBe(0);
    expect(slideAfterDrag(0, 400, 1000, 3)).toBe(2);
  });
});

const banner = (code: string) => ({
  desktop: { url: `/banners/${code}-desktop.webp`, link: '/' },
  mobile: { url: `/banners/${code}-mobile.webp`, link: `/m/${code}` },
});

describe('promo banners', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const promos: Promo[] = [
    { code: 'HUTRI80', name: 'Merdeka', start_date: '2026-11-20T00:00:00Z', expiry_date: '2027-01-01T00:00:00Z', banner: banner('hutri80') },
    { code: 'JALAN10', name: 'Jalan', start_date: '2026-12-02T00:00:00Z', expiry_date: null, banner: banner('jalan10') },
    { code: 'UMRAH15', name: 'Umrah', start_date: '2026-01-01T00:00:00Z', expiry_date: '2026-11-30T00:00:00Z', banner: banner('umrah15') },
    { code: 'HEMAT25K', name: 'Hemat', start_date: '2026-11-01T00:00:00Z', expiry_date: null, banner: null },
  ];

  it('keeps only promos inside their window that have a banner, with our artwork', () => {
    const slides = bannerSlides(promos, now);
    expect(slides.desktop.map((slide) => slide.code)).toEqual(['HUTRI80']);
    expect(slides.mobile[0].link).toBe('/m/hutri80');
  });

  it('falls back to the default banners when none is left', () => {
    expect(bannerSlides([], now).desktop.map((slide) => slide.code)).toEqual(['default-1', 'default-2']);
  });

  it('draws our artwork in the page language, described by its own words', () => {
    const indonesian = bannerSlides(promos, now, 'id').desktop[0];
    const english = bannerSlides(promos, now, 'en').desktop[0];
    expect(indonesian.alt).toBe('home.banner.promos.HUTRI80');
    expect(english.alt).toBe(indonesian.alt);
    expect(english.image).not.toBe(indonesian.image);
    expect(bannerSlides([], now, 'en').mobile[0].image).not.toBe(bannerSlides([], now, 'id').mobile[0].image);
  });

  it('describes a promo without our artwork by its name and shows the API picture', () => {
    const other: Promo = { ...promos[0], code: 'BARU5', name: 'Promo baru', banner: banner('baru5') };
    const [slide] = bannerSlides([other], now, 'en').desktop;
    expect(slide.alt).toBe('Promo baru');
    expect(slide.image).toBe(other.banner!.desktop.url);
  });
});
