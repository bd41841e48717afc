import { type RefObject, useEffect, useRef } from 'react';

/** Whether the visitor asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a form's message (an error summary, a success) into sight with the least scroll that shows it whole; a
 * message already in sight is left where it is. In the store it stops below the sticky top bar: the shell gives the
 * page a scroll padding of the bar's height and a gap (shell layout.css), which every scroll into view keeps to. In
 * a dialog (no bar over it) the dialog's own box is the limit. The scroll is smooth, unless the visitor prefers
 * reduced motion. Focus is not moved: the message is announced by its role (alert or status).
 */
export function revealMessage(element: Element | null | undefined): void {
  if (!element?.isConnected || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/**
 * A ref for a form's message, brought into sight (see `revealMessage`) once it shows and again each time `shown`
 * changes while it does (a new text, a new outcome). Nothing happens while `shown` is null, undefined or false
 * (a message that shows but is not to be scrolled to), nor while the ref holds no element.
 */
export function useRevealMessage<T extends Element>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown !== null && shown !== undefined && shown !== false) revealMessage(ref.current);
  }, [shown]);
  return ref;
}
