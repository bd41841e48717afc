import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser scrolls to `#anchor` only if the element exists when the page loads; these pages arrive later,
 * as a lazy chunk of the remote. So once the content is rendered, scroll to the anchor ourselves and move
 * focus there, which also lets keyboard and screen-reader users continue from that section.
 *
 * The scroll waits one frame: when the shell and this page commit together, the shell's layout runs its own
 * "new page starts at the top" effect after ours (parents' effects run after their children's), and would
 * undo a scroll made right away.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    // Preact draws a page whose stylesheet or texts are still loading, then parks it until they arrive: the
    // anchor may not be in the document at the first frame. Each change of the document tries again, until it is.
    const attempt = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const target = document.getElementById(id);
        if (!target) return;
        observer.disconnect();
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
      });
    };
    const observer = new MutationObserver(attempt);
    observer.observe(document.body, { childList: true, subtree: true });
    attempt();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [hash, ready]);
}
