import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database with a unique name (`{prefix}_{time}_{random}`) on the PostgreSQL
 * server at `serverUrl`, for one test file or one benchmark run; `drop()` removes it.
 */
export async function createThrowawayPostgres(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
