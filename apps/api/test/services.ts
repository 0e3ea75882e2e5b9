import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createServices } from '../src/services.ts';
import { testEnv } from './build-test-app.ts';
import { setSiteSettings } from './factories.ts';

/**
 * The app's own services (services.ts), without HTTP, for service tests: they read the time from
 * `clock`, and cash on delivery is on.
 */
export async function createShopServices(database: Database, clock: Clock) {
  const env = testEnv(mkdtempSync(join(tmpdir(), 'aurelle-services-')));
  await setSiteSettings(database.db, { pod_status: true });
  return createServices({ env, database, log: pino({ level: 'silent' }), clock });
}
