import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { watchFirstPicture } from '@/camera/first-picture';

describe('the first camera picture', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out 3 s after the stream is attached when no frame came', () => {
    const video = document.createElement('video');
    const onTimeout = vi.fn();
    watchFirstPicture(video, onTimeout);
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled(); // nothing attached yet: the person may still be allowing the camera

    video.dispatchEvent(new Event('loadstart'));
    vi.advanceTimersByTime(2_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('loadstart'));
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).toHaveBeenCalledTimes(1); // watched once
  });

  it('is satisfied by a first frame, and stops watching when told', () => {
    const video = document.createElement('video');
    const onTimeout = vi.fn();
    watchFirstPicture(video, onTimeout);
    video.dispatchEvent(new Event('loadstart'));
    video.dispatchEvent(new Event('loadeddata'));
    vi.advanceTimersByTime(5_000);

    const other = document.createElement('video');
    const unwatch = watchFirstPicture(other, onTimeout);
    other.dispatchEvent(new Event('loadstart'));
    unwatch();
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
