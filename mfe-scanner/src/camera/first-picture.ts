import { STREAM_LOAD_TIMEOUT_MS } from '@/camera/camera-errors';

/**
 * SPEC §8: the camera must show a picture within 3 s of handing over its stream. @zxing/browser times out
 * only a video whose play() is refused; a camera that sends no frame leaves play() pending, and
 * @zxing/browser would wait for ever with the camera on. This watches the preview: once a stream is attached
 * (`loadstart`), no first frame (`loadeddata`) within STREAM_LOAD_TIMEOUT_MS calls `onTimeout` (which
 * releases the camera). Returns the function that stops watching.
 */
export function watchFirstPicture(video: HTMLVideoElement, onTimeout: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expire = () => {
    unwatch();
    onTimeout();
  };
  const attached = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, STREAM_LOAD_TIMEOUT_MS);
  };
  const unwatch = () => {
    clearTimeout(timer);
    video.removeEventListener('loadstart', attached);
    video.removeEventListener('loadeddata', unwatch);
  };
  video.addEventListener('loadstart', attached);
  video.addEventListener('loadeddata', unwatch);
  return unwatch;
}
