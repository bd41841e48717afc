import { startStandalone } from '@kelana/runtime/standalone';

import { ScannerPage } from '@/exposes/scanner-page';

// Development only: this remote's pages without the shell (`pnpm --filter mfe-scanner dev`).
startStandalone({
  namespace: 'scanner',
  pages: [
    { path: '/scanner', example: '/scanner', element: <ScannerPage /> },
  ],
});
