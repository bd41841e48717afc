#!/usr/bin/env node
// Writes runtime/src/api/openapi-types.ts from the server's OpenAPI document (`kelana openapi`),
// with openapi-typescript. `--check` writes nothing and fails when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const target = resolve(root, 'runtime/src/api/openapi-types.ts');
const kelana = resolve(root, '.venv/bin/kelana');
const HEADER = `// GENERATED FILE, do not edit: the types of the OpenAPI document the server writes
// (\`kelana openapi\`, served at /api/openapi.json). Regenerate with \`pnpm api-types\`;
// \`make api-types-check\` fails when this file is stale.
`;

const document = JSON.parse(execFileSync(kelana, ['openapi'], { cwd: root, encoding: 'utf8' }));
const types = HEADER + '\n' + astToString(await openapiTS(document, { alphabetize: true }));

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // a missing file is stale too
  }
  if (committed !== types) {
    console.error(`${target} is stale: run \`pnpm api-types\` and commit the result.`);
    process.exit(1);
  }
  console.log('API types are up to date.');
} else {
  writeFileSync(target, types);
  console.log(`wrote ${target}`);
}
