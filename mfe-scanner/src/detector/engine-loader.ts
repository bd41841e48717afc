import type { BarcodeEngine, EngineName } from '@/detector/reader-options';

/**
 * The bundled engine the store ships, chosen by `make bench` (README, "Scanner engine"): on the generated
 * fixture set @zxing/library decoded more pictures and keeps the scanner route inside the 150 KB gzip budget;
 * zxing-wasm decodes far faster but its WebAssembly file alone is about 400 KB gzip.
 */
export const DEFAULT_ENGINE: EngineName = 'zxing-js';

export const ENGINE_NAMES: readonly EngineName[] = ['zxing-js', 'zxing-wasm'];

// Each engine is its own lazy chunk: nothing is fetched until a detector is made, and
// a shopper only ever fetches the default one. The other stays built so `make bench` compares both on the
// same build; all files are served from /mfe/scanner/, never from another origin.
const loaders: Record<EngineName, () => Promise<BarcodeEngine>> = {
  'zxing-js': () => import(/* webpackChunkName: "engine-zxing-js" */ '@/detector/engines/zxing-js-engine').then((m) => m.zxingJsEngine),
  'zxing-wasm': () =>
    import(/* webpackChunkName: "engine-zxing-wasm" */ '@/detector/engines/zxing-wasm-engine').then((m) => m.zxingWasmEngine),
};

const loading = new Map<EngineName, Promise<BarcodeEngine>>();

/** Loads an engine once; a failed load is forgotten so the next call tries again. */
export function loadEngine(name: EngineName): Promise<BarcodeEngine> {
  let engine = loading.get(name);
  if (!engine) {
    engine = loaders[name]();
    engine.catch(() => loading.delete(name));
    loading.set(name, engine);
  }
  return engine;
}
