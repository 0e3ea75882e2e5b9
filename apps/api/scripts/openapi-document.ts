/**
 * Writes the API's OpenAPI document (what /api/docs/json serves) to the file named by the first
 * argument, without a server: the app is built, nothing listens and no query runs.
 * `npm run lint:openapi` (a step of `npm test`) then lints the file with Redocly (redocly.yaml).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createDatabase } from '../src/db/client.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx apps/api/scripts/openapi-document.ts <output.json>');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-openapi-'));
try {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-web-build'),
  });
  // Building the app runs no query, and a pool connects on its first: one aimed at a closed port
  // costs nothing, where PGlite spends seconds compiling its WebAssembly.
  const database = await createDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  mkdirSync(dirname(resolve(target)), { recursive: true });
  writeFileSync(resolve(target), `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
