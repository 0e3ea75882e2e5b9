import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { registerModules } from '../src/modules.ts';
import { infrastructurePlugin } from '../src/plugins/infrastructure.ts';
import { testEnv } from './build-test-app.ts';
import { setSiteSettings } from './factories.ts';

/**
 * The app's own services (the infrastructure and every module's plugin, modules.ts), without
 * routes, for service tests: each is a decorator of the returned instance (`.cart`, `.order`).
 * They read the time from `clock`, and cash on delivery is on.
 */
export async function createShopServices(database: Database, clock: Clock) {
  const env = testEnv(mkdtempSync(join(tmpdir(), 'aurelle-services-')));
  await setSiteSettings(database.db, { pod_status: true });
  const app = Fastify({ logger: false });
  await app.register(infrastructurePlugin, { env, database, clock });
  await registerModules(app);
  await app.ready();
  return app;
}
