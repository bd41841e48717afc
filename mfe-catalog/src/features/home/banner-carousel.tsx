import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AUTO_ADVANCE_MS, nextSlide, previousSlide, slideAfterDrag, TRANSITION_MS } from '@/features/home/carousel-logic';
import type { Slide } from '@/features/home/promo-banners';
import { useMediaQuery } from '@/features/home/use-media-query';
import { usePromoBanners } from '@/features/home/use-promo-banners';

/** The promo banners: auto-advance, swipe or drag, dots, arrow keys; pauses on hover or focus. */
export function BannerCarousel() {
  const { t } = useTranslation('catalog');
  const sets = usePromoBanners();
  const mobile = useMediaQuery('(max-width: 767px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slides: Slide[] = sets ? (mobile ? sets.mobile : sets.desktop) : [];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const startX = useRef<number | null>(null);
  const moved = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, count]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    startX.current = event.clientX;
    moved.current = false;
    setDragX(0);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    if (Math.abs(delta) > 5) moved.current = true;
    setDragX(delta);
  }
  function onPointerEnd() {
    if (startX.current === null) return;
    setIndex(slideAfterDrag(current, dragX ?? 0, viewport.current?.clientWidth ?? 0, count));
    startX.current = null;
    setDragX(null);
  }
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') setIndex(nextSlide(current, count));
    else if (event.key === 'ArrowLeft') setIndex(previousSlide(current, count));
  }

  if (!sets) return <div className="banner-carousel banner-carousel--loading" aria-hidden="true" />;
  const transition = dragX !== null || reducedMotion ? 'none' : `transform ${TRANSITION_MS}ms ease`;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewport}
        className="banner-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
        onClickCapture={(event) => {
          if (moved.current) event.preventDefault();
        }}
      >
        <ul className="banner-carousel__track" style={{ transform: `translateX(calc(${-current * 100}% + ${dragX ?? 0}px))`, transition }}>
          {slides.map((slide, n) => (
            <li
              key={slide.code}
              className="banner-carousel__slide"
              aria-roledescription="slide"
              aria-label={t('home.banner.slide', { n: n + 1, count })}
              aria-hidden={n !== current}
            >
              <Link to={slide.link} tabIndex={n === current ? 0 : -1} draggable={false}>
                <img
                  src={slide.image}
                  alt={t(slide.alt)}
                  draggable={false}
                  loading={n === 0 ? 'eager' : 'lazy'}
                  fetchPriority={n === 0 ? 'high' : 'auto'}
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button type="button" className="banner-carousel__arrow" aria-label={t('home.banner.previous')} onClick={() => setIndex(previousSlide(current, count))}>
            ‹
          </button>
          <div className="banner-carousel__dots">
            {slides.map((slide, n) => (
              <button
                key={slide.code}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('home.banner.goTo', { n: n + 1 })}
                aria-current={n === current}
                onClick={() => setIndex(n)}
              />
            ))}
          </div>
          <button type="button" className="banner-carousel__arrow" aria-label={t('home.banner.next')} onClick={() => setIndex(nextSlide(current, count))}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
