/** How many cards a grid shows: the first `pageSize`, or all once expanded. */
export function visibleCount(total: number, pageSize: number, expanded: boolean): number {
  return expanded ? total : Math.min(total, pageSize);
}
