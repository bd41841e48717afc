import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CameraError } from '@/camera/camera-errors';
import { watchFirstPicture } from '@/camera/first-picture';

describe('the first camera picture', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out 3 s after the stream is attached when no frame came', () => {
    const video = document.createElement('video');
    const problems: string[] = [];
    watchFirstPicture(video, (error: CameraError) => problems.push(error.problem));
    vi.advanceTimersByTime(10_000);
    expect(problems).toEqual([]); // nothing attached yet: the person may still be allowing the camera

    video.dispatchEvent(new Event('loadstart'));
    vi.advanceTimersByTime(2_999);
    expect(problems).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(problems).toEqual(['timeout']);
    expect(video.srcObject ?? null).toBeNull();
  });

  it('is satisfied by a first frame, and stops watching when told', () => {
    const video = document.createElement('video');
    const problems: string[] = [];
    watchFirstPicture(video, (error) => problems.push(error.problem));
    video.dispatchEvent(new Event('loadstart'));
    video.dispatchEvent(new Event('loadeddata'));
    vi.advanceTimersByTime(5_000);

    const other = document.createElement('video');
    const unwatch = watchFirstPicture(other, (error) => problems.push(error.problem));
    other.dispatchEvent(new Event('loadstart'));
    unwatch();
    vi.advanceTimersByTime(5_000);
    expect(problems).toEqual([]);
  });
});
