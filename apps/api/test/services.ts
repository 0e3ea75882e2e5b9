import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { registerModules } from '../src/modules.ts';
import { infrastructurePlugin } from '../src/plugins/infrastructure.ts';
import { testEnv } from './build-test-app.ts';
import { createTestClock } from './clock.ts';
import { setCurrencyRates, setSiteSettings } from './factories.ts';
import { useTestDatabase } from './use-test-app.ts';

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

/**
 * For a service test file: a fresh database with the currency rates set, and the shop's services
 * on a clock that stands at `start` until a test moves it. `services()` answers them once the
 * file's `beforeAll` has built them.
 */
export function useShopServices(start: Date) {
  const clock = createTestClock(start);
  const database = useTestDatabase();
  let services: FastifyInstance | undefined;
  beforeAll(async () => {
    await setCurrencyRates(database.db);
    services = await createShopServices(database, clock);
  });
  return {
    clock,
    database,
    services(): FastifyInstance {
      if (!services) throw new Error('the services are built in beforeAll');
      return services;
    },
  };
}
