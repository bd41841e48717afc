import { useEffect } from 'react';

import { BRAND } from '../config/brand';

/** "{page} | Kelana eSIM", as the server writes the page's <title> before any JavaScript runs. */
export function pageTitle(title: string): string {
  return title.includes(BRAND.product) ? title : `${title} | ${BRAND.product}`;
}

/**
 * Sets the tab's title for the page on screen; the shell sets the store's own title when the route changes, before
 * the new page's effects run. A null title (still loading) leaves it as it is.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
