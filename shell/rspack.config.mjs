import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';
import { serviceWorkerConfig } from '@kelana/tooling/service-worker-config';
import { readFileSync } from 'node:fs';

const brand = JSON.parse(readFileSync(new URL('../runtime/src/config/brand.json', import.meta.url), 'utf8'));

const shell = createAppConfig({
  kind: 'host',
  name: 'shell',
  dir: import.meta.dirname,
  port: DEV_PORTS.shell,
  title: brand.product,
});

/** The store's page, and in production the eSIM card's service worker (`dist/sw.js`) built after it. */
export default (env, argv) => {
  const page = { ...shell(env, argv), name: 'shell' };
  if (argv?.mode !== 'production') return page;
  const worker = serviceWorkerConfig({ dir: import.meta.dirname, entry: './src/service-worker/esim-offline.ts', after: 'shell', mode: 'production' });
  return [page, worker];
};
