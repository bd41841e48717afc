import type { DetectedFormat } from '@/detector/barcode-formats';
import type { Point2D } from '@/detector/reader-options';

/** SPEC §3 "Scan result". */
export interface DetectedBarcode {
  boundingBox: DOMRectReadOnly;
  rawValue: string;
  format: DetectedFormat;
  cornerPoints: [Point2D, Point2D, Point2D, Point2D];
}

/** A W3C DetectedBarcode from a symbol's text, format and corners (image pixels, clockwise from top-left). */
export function toDetected(rawValue: string, format: DetectedFormat, corners: readonly Point2D[]): DetectedBarcode {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return {
    boundingBox: new DOMRectReadOnly(left, top, Math.max(...xs) - left, Math.max(...ys) - top),
    rawValue,
    format,
    cornerPoints: corners.slice(0, 4).map(({ x, y }) => ({ x, y })) as DetectedBarcode['cornerPoints'],
  };
}
