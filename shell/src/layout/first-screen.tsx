import { whenInDocument } from '@kelana/runtime';
import { useLayoutEffect, useRef } from 'react';

/**
 * The server sends the home page with its first screen already drawn (modules/web/first_screen.py): `#first-screen`
 * before `#root`, which stays hidden behind it (layout.css). Once the page React rendered has committed, the first
 * screen goes in the same frame, so nothing blinks; what the visitor already typed into its search box, and the
 * focus, move to the live search box.
 */
export function releaseFirstScreen(doc: Document = document): void {
  const first = doc.getElementById('first-screen');
  if (!first) return;
  const typed = first.querySelector<HTMLInputElement>('input');
  const focused = typed !== null && doc.activeElement === typed;
  first.remove();
  if (!typed || (!typed.value && !focused)) return;
  const live = doc.querySelector<HTMLInputElement>('#main [role="search"] input');
  if (!live) return;
  if (typed.value) {
    // A React-controlled input learns its value from an input event, after the native setter ran.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  live.focus();
}

/**
 * Rendered after a page inside its Suspense boundary. React commits the boundary's children together, so the page
 * is in the document when this marker's layout effect runs; the first screen goes at the next frame, once the
 * page's elements still stand before the marker (before that frame is painted, so nothing blinks).
 */
export function FirstScreenRelease() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const node = marker.current;
    return whenInDocument(() => node === null || (node.isConnected && node.previousSibling !== null), () => releaseFirstScreen());
  }, []);
  return <span ref={marker} hidden />;
}
