// The ESLint zones of eslint.config.mjs catch what they promise (each broken on purpose here),
// and leave the allowed imports alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** @param {string} file @param {string} code */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.message);
}

describe('import boundaries', () => {
  it('a remote never imports another remote or the shell', async () => {
    expect(await problems('mfe-catalog/src/exposes/x.tsx', "import { A } from '../../../mfe-account/src/features/login/login-form';"))
      .toEqual([expect.stringContaining('A remote never imports another remote')]);
    expect(await problems('mfe-checkout/src/x.ts', "import { routes } from '../../shell/src/routes';")).toHaveLength(1);
  });

  it('the shell imports no remote source', async () => {
    expect(await problems('shell/src/x.tsx', "import { HomePage } from '../../mfe-catalog/src/exposes/home-page';"))
      .toEqual([expect.stringContaining('loads remotes at run time')]);
  });

  it('the runtime imports no remote and not the shell', async () => {
    expect(await problems('runtime/src/x.ts', "import '../../mfe-scanner/src/scanner/scanner';"))
      .toEqual([expect.stringContaining('imports no remote')]);
  });

  it('a feature reaches another only through its public file', async () => {
    const file = 'mfe-catalog/src/features/promo/x.ts';
    expect(await problems(file, "import { localName } from '@/features/home/destinations';")).toHaveLength(1);
    expect(await problems(file, "import { localName } from '../home/destinations';")).toHaveLength(1);
    expect(await problems('mfe-catalog/src/features/promo/deep/x.ts', "import { a } from '../../home/destinations';")).toHaveLength(1);
    expect(await problems(file, "import { localName } from '@/features/home/public';")).toEqual([]);
    expect(await problems(file, "import { HUTRI80 } from '@/features/promo/promo-flow';")).toEqual([]);
    expect(await problems(file, "import { Stylesheet } from '@/components/stylesheet';")).toEqual([]);
  });

  it('the runtime and the federation remotes stay importable by name', async () => {
    expect(await problems('mfe-account/src/x.ts', "import { api } from '@kelana/runtime';")).toEqual([]);
    expect(await problems('shell/src/x.ts', "const page = import('catalog/home-page');")).toEqual([]);
  });
});
