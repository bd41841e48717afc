/** Resolves in a later task of the event loop: what follows an `await nextTask()` runs in a task of its own, so a
 * phone can paint and answer a tap in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
