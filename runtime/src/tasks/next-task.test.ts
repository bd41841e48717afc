import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from './next-task';

/** Lets every microtask queued so far run, and those they queue: what the current task still does. */
async function endOfThisTask(): Promise<void> {
  for (let step = 0; step < 20; step += 1) await Promise.resolve();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('runs what follows after the current task, microtasks included, has ended', async () => {
    const order: string[] = [];
    void nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await endOfThisTask();
    expect(order).toEqual(['microtask']);
    await vi.waitFor(() => expect(order).toEqual(['microtask', 'next task']));
  });

  it('needs no timer, so a long chain of steps is never held back by the browser’s timer nesting rule', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    let steps = 0;
    for (; steps < 10; steps += 1) await nextTask();
    expect(steps).toBe(10);
  });

  it('yields through the browser’s scheduler where it has one', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
