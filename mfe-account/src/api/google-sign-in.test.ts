import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GOOGLE_MESSAGE_TYPE, GOOGLE_POPUP_BLOCKED, signInWithGoogle, waitForPopup } from './google-sign-in';

const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('the Google consent popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the ID token the popup posts from our own origin', async () => {
    const answer = waitForPopup(window, { closed: false } as Window);
    post({ type: GOOGLE_MESSAGE_TYPE, idToken: 'google-token' });
    await expect(answer).resolves.toEqual({ idToken: 'google-token', error: undefined });
  });

  it('ignores messages from other origins and of other kinds', async () => {
    const answer = waitForPopup(window, { closed: false } as Window);
    post({ type: GOOGLE_MESSAGE_TYPE, idToken: 'forged' }, 'https://evil.example');
    post({ type: 'something-else', idToken: 'other' });
    post({ type: GOOGLE_MESSAGE_TYPE, error: 'popup_closed_by_user' });
    await expect(answer).resolves.toEqual({ idToken: undefined, error: 'popup_closed_by_user' });
  });

  it('a window closed without a message answers nothing (cancelled), after one more tick for a late message', async () => {
    const popup = { closed: false } as { closed: boolean };
    const answer = waitForPopup(window, popup as Window);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({});
  });

  it('a message that arrives just after the window closed still counts', async () => {
    const popup = { closed: false } as { closed: boolean };
    const answer = waitForPopup(window, popup as Window);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(450);
    post({ type: GOOGLE_MESSAGE_TYPE, idToken: 'late' });
    await expect(answer).resolves.toEqual({ idToken: 'late', error: undefined });
  });

  it('a blocked popup (window.open answers null) is named', async () => {
    const win = { open: () => null } as unknown as Window;
    await expect(signInWithGoogle({ win })).resolves.toMatchObject({ ok: false, code: GOOGLE_POPUP_BLOCKED });
  });
});
