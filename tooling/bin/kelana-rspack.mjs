#!/usr/bin/env node
// Apps call this instead of `rspack` so that only @kelana/tooling depends on the rspack packages:
// one place pins their versions, and every app runs the same CLI.
import { RspackCLI } from '@rspack/cli';

new RspackCLI().run(process.argv).catch((error) => {
  console.error('[kelana-rspack] failed:');
  console.error(error);
  process.exit(1);
});
