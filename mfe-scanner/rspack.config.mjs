import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';

export default createAppConfig({
  kind: 'remote',
  name: 'scanner',
  dir: import.meta.dirname,
  port: DEV_PORTS.scanner,
  title: 'Kelana · mfe-scanner',
  // Only src/exposes/* leaves this remote; the shell owns the routes these pages are mounted on.
  exposes: {
    './ScannerPage': './src/exposes/scanner-page.tsx',
    './BarcodeScanner': './src/exposes/barcode-scanner.tsx',
  },
});
