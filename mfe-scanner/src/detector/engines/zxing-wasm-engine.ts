import { prepareZXingModule, readBarcodes, type ReaderOptions as ZxingReaderOptions } from 'zxing-wasm/reader';

import { BARCODE_FORMATS, type BarcodeFormat } from '@/detector/barcode-formats';
import type { BarcodeEngine, EngineResult, ReaderOptions } from '@/detector/reader-options';

// The WebAssembly file is a hashed asset of this remote (/mfe/scanner/media/zxing_reader.<hash>.wasm).
// zxing-wasm would otherwise fetch it from a public CDN: locateFile points it at our copy instead.
const WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? WASM_URL : prefix + path) },
  fireImmediately: false,
});

/** SPEC's names → zxing-cpp's. zxing-cpp reads every SPEC format, so every option maps one to one. */
const TO_ZXING_CPP: Record<BarcodeFormat, NonNullable<ZxingReaderOptions['formats']>[number]> = {
  aztec: 'Aztec',
  code_128: 'Code128',
  code_39: 'Code39',
  code_93: 'Code93',
  codabar: 'Codabar',
  databar: 'DataBar',
  databar_expanded: 'DataBarExpanded',
  databar_limited: 'DataBarLimited',
  data_matrix: 'DataMatrix',
  dx_film_edge: 'DXFilmEdge',
  ean_13: 'EAN13',
  ean_8: 'EAN8',
  itf: 'ITF',
  maxi_code: 'MaxiCode',
  micro_qr_code: 'MicroQRCode',
  pdf417: 'PDF417',
  qr_code: 'QRCode',
  rm_qr_code: 'RMQRCode',
  upc_a: 'UPCA',
  upc_e: 'UPCE',
} as const;

/** zxing-cpp reports some formats by a finer name (DataBarOmni, Code39Ext, ...): match by prefix. */
function fromZxingCpp(name: string): EngineResult['format'] {
  const compact = name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  let best: BarcodeFormat | 'unknown' = 'unknown';
  let bestLength = 0;
  for (const format of BARCODE_FORMATS) {
    const candidate = TO_ZXING_CPP[format].toLowerCase();
    if (compact.startsWith(candidate) && candidate.length > bestLength) [best, bestLength] = [format, candidate.length];
  }
  return best;
}

async function decode(image: ImageData, formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Promise<EngineResult[]> {
  if (formats.length === 0) return [];
  const results = await readBarcodes(image, { ...options, formats: formats.map((format) => TO_ZXING_CPP[format]) });
  return results
    .filter((result) => result.isValid)
    .map((result) => {
      const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
      return {
        rawValue: result.text,
        format: fromZxingCpp(result.format),
        cornerPoints: [topLeft, topRight, bottomRight, bottomLeft].map(({ x, y }) => ({ x, y })) as EngineResult['cornerPoints'],
      };
    });
}

export const zxingWasmEngine: BarcodeEngine = {
  name: 'zxing-wasm',
  supportedFormats: BARCODE_FORMATS,
  decode,
};
