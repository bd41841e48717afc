import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Writes `.br` and `.gz` beside each text asset after emit, so the server can send the smallest file the
 * client accepts without compressing on every request. It runs on the emitted files rather than inside
 * processAssets because the federation manifest is written late in the compilation.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      const outDir = compiler.options.output.path;
      if (!outDir) return;
      await Promise.all((await listFiles(outDir)).filter((file) => TEXT_ASSET.test(file)).map(compressFile));
    });
  }
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** @param {string} file */
async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
      },
    }),
    gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
