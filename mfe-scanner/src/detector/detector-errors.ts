/** SPEC §8: every error leaves the detector with the prefix of the call that failed. */
export const CONSTRUCT_PREFIX = "Failed to construct 'BarcodeDetector'";
export const DETECT_PREFIX = "Failed to execute 'detect' on 'BarcodeDetector'";

/** SPEC §8's messages, each with the DOMException name a caller can switch on. */
export const DETECTOR_MESSAGES = {
  serviceUnavailable: ['Barcode detection service unavailable.', 'NotSupportedError'],
  blobUndecodable: ['Failed to load or decode Blob.', 'InvalidStateError'],
  imageUndecodable: ['Failed to load or decode HTMLImageElement.', 'InvalidStateError'],
  taintsOrigin: ['Source would taint origin.', 'SecurityError'],
  invalidElementState: ['Invalid element or state.', 'InvalidStateError'],
  sourceDetached: ['The image source is detached.', 'InvalidStateError'],
  imageDataDetached: ['The image data has been detached.', 'InvalidStateError'],
  videoFrameClosed: ['VideoFrame is closed.', 'InvalidStateError'],
} as const;

export type DetectorMessage = keyof typeof DETECTOR_MESSAGES;

export function detectorException(message: DetectorMessage): DOMException {
  const [text, name] = DETECTOR_MESSAGES[message];
  return new DOMException(text, name);
}

/**
 * Puts `prefix: ` before the message and keeps the kind: a DOMException keeps its name, a TypeError stays a
 * TypeError, anything else becomes an Error. A message that already carries the prefix (the native
 * detector writes its own) is left as it is.
 */
export function withPrefix(error: unknown, prefix: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith(prefix)) return error instanceof Error ? error : new Error(message);
  const text = `${prefix}: ${message}`;
  if (error instanceof DOMException) return new DOMException(text, error.name);
  if (error instanceof TypeError) return new TypeError(text);
  return new Error(text);
}
