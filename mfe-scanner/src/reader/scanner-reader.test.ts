import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType, NotFoundException } from '@zxing/library';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DETECT_OPTIONS, SCANNER_DEFAULTS } from '@/detector/reader-options';
import { CAMERA_LOOP, FrameResult, isNothingFound, readerHints, ScannerReader, symbolOf, symbolsIn } from '@/reader/scanner-reader';
import { SCANNER_FORMATS } from '@/scanner/scanner-formats';
import { blank, frameCanvas, imageData, inverted, paintEan8, paintQr, turned } from '@/test/pictures';

const ICCID = '8962080123456789012';
const ESIM = 'LPA:1$smdp.example.com$K2-ABCDE-FGHIJ';

function qrPicture(text = ICCID) {
  const picture = blank(320, 240);
  paintQr(picture, text, 60, 40, 5);
  return picture;
}

const values = (reader: ScannerReader, picture: Parameters<typeof imageData>[0]) => reader.decodeImage(imageData(picture)).map(symbolOf);

describe('the scanner reader', () => {
  // @zxing/library 0.23's MultiFormatReader warns of every reader that found nothing (its NotFoundException
  // is no ReaderException): quiet here, so a real problem stands out.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('is an @zxing/browser multi-format reader with SPEC §9 hints and the camera loop timing', () => {
    const reader = new ScannerReader(SCANNER_FORMATS);
    expect(reader).toBeInstanceOf(BrowserMultiFormatReader);
    expect(reader.hints.get(DecodeHintType.POSSIBLE_FORMATS)).toEqual([
      BarcodeFormat.CODE_128,
      BarcodeFormat.QR_CODE,
      BarcodeFormat.EAN_13,
      BarcodeFormat.EAN_8,
    ]);
    expect(reader.hints.get(DecodeHintType.TRY_HARDER)).toBe(true);
    expect(reader.hints.get(DecodeHintType.ENABLE_CODE_39_EXTENDED_MODE)).toBe(true);
    expect(CAMERA_LOOP).toEqual({ delayBetweenScanAttempts: 50, delayBetweenScanSuccess: 50, tryPlayVideoTimeout: 3000 });
    // The detect call turns Code 39 extended mode off (SPEC §9); formats it cannot read are left out.
    const detect = readerHints(['code_39', 'rm_qr_code'], DETECT_OPTIONS);
    expect(detect.get(DecodeHintType.POSSIBLE_FORMATS)).toEqual([BarcodeFormat.CODE_39]);
    expect(detect.has(DecodeHintType.ENABLE_CODE_39_EXTENDED_MODE)).toBe(false);
  });

  it('reads a QR code with its format and corners, and only the formats asked for', () => {
    const [symbol, ...rest] = values(new ScannerReader(SCANNER_FORMATS), qrPicture());
    expect(rest).toEqual([]);
    expect(symbol.rawValue).toBe(ICCID);
    expect(symbol.format).toBe('qr_code');
    const [topLeft, , bottomRight] = symbol.cornerPoints;
    expect(topLeft.x).toBeGreaterThanOrEqual(60);
    expect(bottomRight.x).toBeLessThan(60 + 5 * 29);
    expect(values(new ScannerReader(['code_128']), qrPicture())).toEqual([]);
    expect(values(new ScannerReader(['rm_qr_code']), qrPicture())).toEqual([]); // nothing it can read
  });

  it('reads an inverted code only with try invert on', () => {
    const picture = inverted(qrPicture());
    expect(values(new ScannerReader(SCANNER_FORMATS), picture).map((s) => s.rawValue)).toEqual([ICCID]);
    expect(values(new ScannerReader(SCANNER_FORMATS, { ...SCANNER_DEFAULTS, tryInvert: false }), picture)).toEqual([]);
  });

  it('reads a linear code held upright (try rotate)', () => {
    const picture = blank(240, 120);
    paintEan8(picture, '96385074', 40, 20, 2, 80);
    const reader = new ScannerReader(SCANNER_FORMATS);
    expect(values(reader, picture).map((s) => [s.rawValue, s.format])).toEqual([['96385074', 'ean_8']]);
    expect(values(reader, turned(picture)).map((s) => [s.rawValue, s.format])).toEqual([['96385074', 'ean_8']]);
  });

  it('reads every symbol in the picture', () => {
    const picture = blank(480, 240);
    paintQr(picture, ESIM, 20, 40, 5);
    paintEan8(picture, '96385074', 250, 60, 2, 100);
    const found = values(new ScannerReader(SCANNER_FORMATS), picture).map((s) => [s.format, s.rawValue]);
    expect(found.toSorted()).toEqual([
      ['ean_8', '96385074'],
      ['qr_code', ESIM],
    ]);
    expect(values(new ScannerReader(SCANNER_FORMATS, { ...SCANNER_DEFAULTS, maxNumberOfSymbols: 1 }), picture)).toHaveLength(1);
  });

  it('hands @zxing/browser\'s camera loop every symbol of a frame, or "nothing found" so the loop goes on', () => {
    const reader = new ScannerReader(SCANNER_FORMATS);
    const result = reader.decodeFromCanvas(frameCanvas(qrPicture()));
    expect(result).toBeInstanceOf(FrameResult);
    expect(result.getText()).toBe(ICCID);
    expect(symbolsIn(result).map((symbol) => symbol.getText())).toEqual([ICCID]);

    for (const empty of [frameCanvas(blank(320, 240)), frameCanvas(null)]) {
      let error: unknown;
      try {
        reader.decodeFromCanvas(empty);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(NotFoundException);
      expect(isNothingFound(error)).toBe(true);
    }
    expect(isNothingFound(new Error('the canvas is gone'))).toBe(false);
  });
});
