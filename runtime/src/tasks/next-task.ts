/**
 * Resolves in a later task of the event loop: what follows an `await nextTask()` runs in a task of its own, so a
 * phone can paint and answer a tap in between.
 *
 * It yields with `scheduler.yield()` where the browser has it (Chromium 129 and later), else with a message to
 * itself, as React's scheduler does, and not with `setTimeout(…, 0)`:
 * - a chain of timers set from timers is held back 4 ms a step after the fifth (HTML's timer nesting rule); the
 *   store's start is such a chain, and each of its steps would wait;
 * - with `scheduler.yield()`, the continuation runs before tasks queued by others, so a step of the start is not
 *   put behind them.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
