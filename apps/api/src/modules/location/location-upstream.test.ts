import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API_KEY } from '../../../test/build-test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';

const SERVICE_KEY = 'third-party-location-key';
const dataDir = tempDirs('aurelle-location-');

type Seen = { url: string; headers: IncomingHttpHeaders };
type Upstream = { url: string; seen: Seen[]; server: Server };

/** A real HTTP server standing in for the CountryStateCity service. */
async function startUpstream(
  answer: (url: string, reply: (status: number, body: unknown) => void) => void,
): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    answer(req.url ?? '', (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, seen, server };
}

type Shop = { app: App; database: Database; warnings: Record<string, unknown>[] };
const opened: { shop: Shop; upstream: Upstream }[] = [];

async function startShop(upstream: Upstream, timeoutMs = 3000): Promise<Shop> {
  const dir = dataDir();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STATIC_DIR: dir,
    STOREFRONT_API_KEY: TEST_API_KEY,
    LOCATION_API_URL: upstream.url,
    LOCATION_API_KEY: SERVICE_KEY,
    LOCATION_API_TIMEOUT_MS: String(timeoutMs),
  });
  const warnings: Record<string, unknown>[] = [];
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.level === 40) warnings.push(entry);
    },
  };
  const database = await createTestDatabase();
  const app = await buildApp({ env, database, logger: { level: 'warn', stream } });
  await app.ready();
  const shop = { app, database, warnings };
  opened.push({ shop, upstream });
  return shop;
}

afterEach(async () => {
  for (const { shop, upstream } of opened.splice(0)) {
    upstream.server.closeAllConnections();
    await new Promise((done) => upstream.server.close(done));
    await shop.app.close();
    await shop.database.close();
  }
});

/** What the browser sends: the public storefront key, in the header the real service reads. */
const get = (shop: Shop, url: string) =>
  shop.app.inject({ method: 'GET', url, headers: { 'x-cscapi-key': TEST_API_KEY } });

describe('GET /api/locations/… with LOCATION_API_URL set', () => {
  it("asks the service with its key, server-side, and keeps the service's answers", async () => {
    const upstream = await startUpstream((url, reply) => {
      if (url === '/v1/countries/IN/states')
        reply(200, [
          { id: 1, name: 'Maharashtra', iso2: 'MH', country_code: 'IN' },
          { id: 2, name: 'Goa', iso2: 'GA', country_code: 'IN' },
        ]);
      else if (url === '/v1/countries/IN/states/MH/cities')
        reply(200, [
          { id: 7, name: 'Pune' },
          { id: 8, name: 'Mumbai' },
        ]);
      else reply(404, { error: 'Not found.' });
    });
    const shop = await startShop(upstream);

    const states = await get(shop, '/api/locations/countries/in/states');
    expect(states.statusCode).toBe(200);
    expect(states.json()).toEqual([
      { iso2: 'GA', name: 'Goa' },
      { iso2: 'MH', name: 'Maharashtra' },
    ]);
    const cities = await get(shop, '/api/locations/countries/IN/states/MH/cities');
    expect(cities.json()).toEqual([{ name: 'Mumbai' }, { name: 'Pune' }]);
    expect((await get(shop, '/api/locations/countries/IN/states')).json()).toEqual(states.json());

    expect(upstream.seen.map((s) => s.url)).toEqual([
      '/v1/countries/IN/states',
      '/v1/countries/IN/states/MH/cities',
    ]);
    for (const { headers } of upstream.seen) {
      expect(headers['x-cscapi-key']).toBe(SERVICE_KEY);
      expect(headers['x-api-key']).toBeUndefined();
    }
    // A place the service does not know has nothing in it, as with the bundled dataset.
    expect((await get(shop, '/api/locations/countries/XX/states')).json()).toEqual([]);
    expect(shop.warnings).toEqual([]);
  });

  it('answers from the bundled dataset, with a warning, when the service fails', async () => {
    const upstream = await startUpstream((_url, reply) => reply(500, { error: 'down' }));
    const shop = await startShop(upstream);

    const res = await get(shop, '/api/locations/countries/IN/states');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ iso2: 'MH', name: 'Maharashtra' });
    expect(upstream.seen).toHaveLength(1);
    expect(shop.warnings).toEqual([
      expect.objectContaining({
        msg: 'location service failed; answering from the bundled dataset',
        err: '/countries/IN/states: HTTP 500',
      }),
    ]);
    expect(JSON.stringify(shop.warnings)).not.toContain(SERVICE_KEY);

    // A failed service is left alone for a while: the next customers do not wait for it.
    const countries = await get(shop, '/api/locations/countries');
    expect(countries.json()).toContainEqual({ iso2: 'IN', name: 'India' });
    expect(upstream.seen).toHaveLength(1);
  });

  it('gives up on a slow service after LOCATION_API_TIMEOUT_MS and answers all the same', async () => {
    const upstream = await startUpstream(() => {
      // Never answers.
    });
    const shop = await startShop(upstream, 300);

    const started = performance.now();
    const res = await get(shop, '/api/locations/countries/IN/states/MH/cities');
    const tookMs = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ name: 'Mumbai' });
    expect(tookMs).toBeGreaterThanOrEqual(250);
    expect(tookMs).toBeLessThan(4000);
    expect(shop.warnings).toEqual([
      expect.objectContaining({ err: '/countries/IN/states/MH/cities: no answer within 300 ms' }),
    ]);
  });
});
