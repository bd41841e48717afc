import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';
import { readFileSync } from 'node:fs';

const brand = JSON.parse(readFileSync(new URL('../runtime/src/config/brand.json', import.meta.url), 'utf8'));

export default createAppConfig({
  kind: 'host',
  name: 'shell',
  dir: import.meta.dirname,
  port: DEV_PORTS.shell,
  title: brand.product,
});
