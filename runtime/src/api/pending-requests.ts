import { atom } from 'jotai';

import { kelanaStore } from '../store';

const pendingState = atom(0);

/** How many API requests are in flight; the shell's loading bar shows while it is above zero. */
export const pendingRequestCountAtom = atom((get) => get(pendingState));

export function trackPending(delta: 1 | -1): void {
  kelanaStore.set(pendingState, (count) => Math.max(0, count + delta));
}
