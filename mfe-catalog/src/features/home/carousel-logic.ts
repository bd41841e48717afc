/** SPEC §9: banners advance every 7000 ms, slide for 500 ms, and a swipe must cross 15 % of the width. */
export const AUTO_ADVANCE_MS = 7000;
export const TRANSITION_MS = 500;
export const SWIPE_THRESHOLD = 0.15;

export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function previousSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** Where a drag of `deltaX` px over a `width` px carousel ends: one slide on past the threshold, else back. */
export function slideAfterDrag(index: number, deltaX: number, width: number, count: number): number {
  if (width <= 0 || Math.abs(deltaX) < width * SWIPE_THRESHOLD) return index;
  return deltaX < 0 ? nextSlide(index, count) : previousSlide(index, count);
}
