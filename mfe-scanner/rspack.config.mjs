import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';

const baseConfig = createAppConfig({
  kind: 'remote',
  name: 'scanner',
  dir: import.meta.dirname,
  port: DEV_PORTS.scanner,
  title: 'Kelana · mfe-scanner',
  // Only src/exposes/* leaves this remote; the shell owns the routes these pages are mounted on.
  exposes: {
    './ScannerPage': './src/exposes/scanner-page.tsx',
    './BarcodeScanner': './src/exposes/barcode-scanner.tsx',
    './barcode-detector': './src/exposes/barcode-detector.ts',
  },
});

/**
 * The barcode reader (@zxing/browser with @zxing/library) and the engines are this remote's alone (not shared
 * singletons) and load lazily: the reader when the scanner shows, an engine when a detector is made. Two rules
 * on top of the common config: @zxing/library and @zxing/browser declare no `sideEffects`, so without the
 * first rule their whole barrels are kept (@zxing/library's alone ~125 KB gzip instead of ~30; @zxing/browser's
 * would add every reader and writer); zxing-wasm's WebAssembly file is emitted as a hashed asset under
 * /mfe/scanner/ rather than fetched from a CDN.
 *
 * @type {typeof baseConfig}
 */
export default (env, argv) => {
  const config = baseConfig(env, argv);
  config.module?.rules?.push(
    { test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@zxing[\\/](?:library|browser)[\\/]/, sideEffects: false },
    { test: /\.wasm$/, type: 'asset/resource' },
  );
  return config;
};
