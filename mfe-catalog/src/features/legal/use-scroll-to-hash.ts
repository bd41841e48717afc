import { whenInDocument } from '@kelana/runtime';
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
    return whenInDocument(
      () => document.getElementById(id) !== null,
      () => {
        const target = document.getElementById(id);
        target?.scrollIntoView({ block: 'start' });
        target?.focus({ preventScroll: true });
      },
    );
  }, [hash, ready]);
}
