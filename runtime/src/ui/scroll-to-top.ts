import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to its top when `key` changes (a new page, a checkout step), as a full page load would; not
 * when the component first shows: a page just opened starts at its top already, and scrolling there would only
 * force the browser to lay the page out in the middle of the app's first render (6 to 16 ms inside React's task in
 * Lighthouse's traces of the signed-in checkout, docs/measurements.md).
 */
export function useScrollToTopOnChange(key: unknown): void {
  const shown = useRef(key);
  useEffect(() => {
    // Compared with the key last shown, not a "first run" flag: React may run an effect twice on mount.
    if (shown.current !== key) window.scrollTo(0, 0);
    shown.current = key;
  }, [key]);
}
