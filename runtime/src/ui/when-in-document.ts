/**
 * Runs `act` at the first frame at which `ready()` holds, checking again after each change of the document;
 * returns what cancels the wait. For work a page does once its elements stand (a page whose stylesheet or texts
 * are still loading is not in the document yet when its parent's effect runs). The frame also lets a layout's
 * own effects (scroll to top) run first.
 */
export function whenInDocument(ready: () => boolean, act: () => void): () => void {
  let frame = 0;
  const check = () => {
    if (frame || !ready()) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (!ready()) return;
      observer.disconnect();
      act();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  check();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
