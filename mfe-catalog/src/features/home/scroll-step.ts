/** SPEC §9: the popular scroller moves 280 px under 768 px wide, else 320 px. */
export function scrollStep(viewportWidth: number): number {
  return viewportWidth < 768 ? 280 : 320;
}
