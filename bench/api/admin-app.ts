import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv } from '../../apps/api/src/config/env.ts';
import type { Database } from '../../apps/api/src/db/client.ts';

/** The key customer tokens are signed with, for a bench that makes its own (createBenchCustomer). */
export const BENCH_JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123';
/** The bench's owner: created at start, as the demo's is. */
const OWNER = { email: 'owner@bench.example', password: 'quartz lantern orbit marmalade' };

/**
 * The API on a free port over `database`, its owner created and signed in: the app, its address,
 * the headers a back-office change sends (`admin`) and the session `cookie`.
 */
export async function startAdminApi(database: Database, dataDir: string) {
  const env = loadEnv({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: BENCH_JWT_SECRET,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    STATIC_DIR: join(dataDir, 'none'),
    PORT: '0',
  });
  const app = await buildApp({ env, database, logger: false });
  await app.firstOwner();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const admin = { 'x-admin-request': '1', origin: env.PUBLIC_URL };
  const signIn = await fetch(`${address}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie) throw new Error(`sign-in: ${signIn.status}`);
  return { app, address, admin, cookie };
}
