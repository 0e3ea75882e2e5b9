import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createServices } from '../src/services.ts';
import { TEST_API_KEY } from './build-test-app.ts';
import { setSiteSettings } from './factories.ts';

/**
 * The app's own services (services.ts), without HTTP, for service tests: they read the time from
 * `clock`, and cash on delivery is on.
 */
export async function createShopServices(database: Database, clock: Clock) {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-services-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STOREFRONT_API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-web-build'),
  });
  await setSiteSettings(database.db, { pod_status: true });
  return createServices({ env, database, log: pino({ level: 'silent' }), clock });
}
