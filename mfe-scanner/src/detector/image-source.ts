import { detectorException } from '@/detector/detector-errors';

/** The image sources `detect()` accepts (W3C ImageBitmapSource, plus Blob and ImageData). */
export type DetectorImageSource =
  | Blob
  | HTMLCanvasElement
  | HTMLImageElement
  | HTMLVideoElement
  | ImageBitmap
  | ImageData
  | OffscreenCanvas
  | SVGImageElement
  | VideoFrame;

const NOT_A_SOURCE =
  "The provided value is not of type '(Blob or HTMLCanvasElement or HTMLImageElement or HTMLVideoElement or " +
  "ImageBitmap or ImageData or OffscreenCanvas or SVGImageElement or VideoFrame)'.";

/** `instanceof` against the element's own window, so sources from an iframe are recognised too. */
function isElementOf(value: unknown, kind: string): boolean {
  const view = (value as Element | null)?.ownerDocument?.defaultView as (Window & Record<string, unknown>) | null | undefined;
  const ctor = view?.[kind] as (abstract new (...args: never[]) => unknown) | undefined;
  return typeof ctor === 'function' && value instanceof ctor;
}

const isKind = (value: unknown, name: string) => Object.prototype.toString.call(value) === `[object ${name}]`;
const isBlob = (value: unknown): value is Blob => value instanceof Blob || isKind(value, 'Blob') || isKind(value, 'File');
const isImageData = (value: unknown): value is ImageData => typeof ImageData !== 'undefined' && (value instanceof ImageData || isKind(value, 'ImageData'));
const isImageBitmap = (value: unknown): value is ImageBitmap => typeof ImageBitmap !== 'undefined' && (value instanceof ImageBitmap || isKind(value, 'ImageBitmap'));
const isVideoFrame = (value: unknown): value is VideoFrame => typeof VideoFrame !== 'undefined' && (value instanceof VideoFrame || isKind(value, 'VideoFrame'));
const isOffscreenCanvas = (value: unknown): value is OffscreenCanvas =>
  typeof OffscreenCanvas !== 'undefined' && (value instanceof OffscreenCanvas || isKind(value, 'OffscreenCanvas'));
const isCanvas = (value: unknown): value is HTMLCanvasElement => isElementOf(value, 'HTMLCanvasElement');
const isImage = (value: unknown): value is HTMLImageElement => isElementOf(value, 'HTMLImageElement');
const isSvgImage = (value: unknown): value is SVGImageElement => isElementOf(value, 'SVGImageElement');
const isVideo = (value: unknown): value is HTMLVideoElement => isElementOf(value, 'HTMLVideoElement');

function sizeOf(source: unknown): { width: number; height: number } {
  if (isImage(source)) return { width: source.naturalWidth, height: source.naturalHeight };
  if (isSvgImage(source)) return { width: source.width.baseVal.value, height: source.height.baseVal.value };
  if (isVideo(source)) return { width: source.videoWidth, height: source.videoHeight };
  if (isVideoFrame(source)) return { width: source.displayWidth, height: source.displayHeight };
  if (isImageBitmap(source) || isCanvas(source) || isOffscreenCanvas(source)) return { width: source.width, height: source.height };
  throw new TypeError(NOT_A_SOURCE);
}

function scratchContext(width: number, height: number): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  const context =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })
      : Object.assign(document.createElement('canvas'), { width, height }).getContext('2d', { willReadFrequently: true });
  if (!context) throw detectorException('serviceUnavailable');
  return context;
}

/** Reading pixels of a cross-origin picture throws; SPEC §8 names that "Source would taint origin.". */
function readPixels(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, width: number, height: number): ImageData {
  try {
    return context.getImageData(0, 0, width, height);
  } catch {
    throw detectorException('taintsOrigin');
  }
}

async function decodes(image: HTMLImageElement | SVGImageElement): Promise<boolean> {
  try {
    await (image as HTMLImageElement).decode?.();
    return true;
  } catch {
    return false;
  }
}

async function drawnPixels(source: Exclude<DetectorImageSource, Blob | ImageData>): Promise<ImageData | null> {
  if (isImage(source) && !(await decodes(source))) throw detectorException('imageUndecodable');
  if (isSvgImage(source) && !(await decodes(source))) throw detectorException('imageUndecodable');
  if (isVideoFrame(source) && source.format === null) throw detectorException('videoFrameClosed');
  // HAVE_NOTHING or HAVE_METADATA: no frame to read yet.
  if (isVideo(source) && source.readyState < 2) throw detectorException('invalidElementState');
  // A closed ImageBitmap reports 0 × 0.
  if (isImageBitmap(source) && source.width === 0 && source.height === 0) throw detectorException('sourceDetached');
  const { width, height } = sizeOf(source);
  if (width === 0 || height === 0) return null;
  if (isCanvas(source) || isOffscreenCanvas(source)) {
    const own = source.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (own) return readPixels(own, width, height);
  }
  const context = scratchContext(width, height);
  context.drawImage(source as CanvasImageSource, 0, 0);
  return readPixels(context, width, height);
}

async function blobPixels(blob: Blob): Promise<ImageData | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw detectorException('blobUndecodable');
  }
  try {
    return await drawnPixels(bitmap);
  } finally {
    bitmap.close();
  }
}

/**
 * Turns any accepted source into pixels, applying SPEC §5: a source that cannot be loaded, is closed,
 * detached or not ready is invalid (InvalidStateError), a cross-origin one is refused (SecurityError), a
 * zero-size one gives `null` (no results).
 */
export async function toImageData(source: DetectorImageSource): Promise<ImageData | null> {
  if (isBlob(source)) return blobPixels(source);
  if (isImageData(source)) {
    if (source.data.buffer.byteLength === 0) throw detectorException('imageDataDetached');
    return source;
  }
  if (source === null || typeof source !== 'object') throw new TypeError(NOT_A_SOURCE);
  return drawnPixels(source);
}
