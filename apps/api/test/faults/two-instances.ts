/**
 * Two API instances on one PostgreSQL behind nginx, with the repo's config
 * (deploy/nginx/aurelle.conf, its ports filled in):
 *   - a customer's journey — sign-up with a one-time code, address, cart, cash order — with its
 *     calls alternating between the two instances;
 *   - 20 customers racing for a ring with 5 in stock, their orders sent through nginx (so split
 *     over both instances): exactly 5 placed, 15 refused with 409, stock 0;
 *   - an order placed on one instance shows as stock on the other within 1 s;
 *   - 81 staff sign-ins from one client through nginx, each with another forged X-Forwarded-For:
 *     the 81st is refused (80 an hour per address) and the audit log names the client nginx saw;
 *   - the catalogue list through nginx for 10 s, with one instance and with two: req/s of each.
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx apps/api/test/faults/two-instances.ts  # needs nginx
 *
 * Options: --seconds=10 (per load run). Bounded: gives up after 120 s. One figure line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../src/db/client.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import { createThrowawayPostgres } from '../throwaway-postgres.ts';
import { createProduct } from '../factories.ts';
import { orderBody } from '../order-helpers.ts';
import { sampleAddress } from '../accounts.ts';
import { freePort } from '../../../../bench/api/bare.ts';
import { load } from '../../../../bench/api/load.ts';
import {
  cashShopCategory,
  giveUpAfter,
  report,
  postgresServerUrl,
  scriptOptions,
  shopperWithAddress,
  sleep,
  spawnApi,
  waitReady,
} from './fault-run.ts';

const SECONDS = Number(scriptOptions().seconds ?? 10);
const API_KEY = 'aurelle-demo-storefront-key';
const JWT_SECRET = `two-instances-${'s'.repeat(32)}`;
/** Debian's nginx is in /usr/sbin, which a non-root PATH may lack. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

type Answer = { status: number; json: Record<string, unknown> };
async function call(
  base: string,
  method: string,
  path: string,
  body?: object,
  authorization?: string,
): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(authorization ? { authorization } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function main() {
  const serverUrl = postgresServerUrl();
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-two-'));
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_two');
  const children: ChildProcess[] = [];
  const giveUp = giveUpAfter('two instances', 120, () => {
    for (const child of children) child.kill('SIGKILL');
  });
  const problems: string[] = [];
  try {
    const database = await createDatabase({ kind: 'postgres', url: throwaway.url });
    await database.migrate();
    const db = database.db;
    const category = await cashShopCategory(db, 'rings', 'Rings');
    const plenty = await createProduct(db, {
      categoryId: category.id,
      stock: 1000,
      slug: 'plenty-ring',
    });
    const scarce = await createProduct(db, {
      categoryId: category.id,
      stock: 5,
      slug: 'scarce-ring',
    });
    for (let i = 0; i < 20; i++)
      await createProduct(db, { categoryId: category.id, stock: 3, slug: `list-ring-${i}` });
    const racers = [];
    for (let i = 0; i < 20; i++) racers.push(await shopperWithAddress(db, JWT_SECRET));
    await database.close();

    const ports = [await freePort(), await freePort()];
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports) {
      const child = spawnApi(
        {
          NODE_ENV: 'development',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          DATA_DIR: join(dir, `instance-${port}`),
          DATABASE_URL: throwaway.url,
          JWT_SECRET,
          // Instances share the back office's key as they share JWT_SECRET (docs/operations.md).
          ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
          STOREFRONT_API_KEY: API_KEY,
          // nginx runs on this host: its address is the proxy to believe (docs/operations.md).
          TRUST_PROXY: '127.0.0.1',
        },
        port,
      );
      children.push(child);
    }
    await Promise.all(bases.map((base, i) => waitReady(base, children[i] as ChildProcess)));

    // nginx with the repo's config, on the two instances (then on one, for the comparison).
    const nginxPort = await freePort();
    const nginxBase = `http://127.0.0.1:${nginxPort}`;
    const template = readFileSync(join(REPO_ROOT, 'deploy/nginx/aurelle.conf'), 'utf8');
    const startNginx = async (upstreams: number[]) => {
      const site = template
        .replace(/ {4}server 127\.0\.0\.1:\d+[^\n]*\n/g, '')
        .replace(
          'upstream aurelle {\n',
          `upstream aurelle {\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;\n`).join('')}`,
        )
        .replace('listen 8080;', `listen 127.0.0.1:${nginxPort};`);
      const conf = join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        `daemon off;\nworker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'nginx-error.log')};\n` +
          `events { worker_connections 1024; }\nhttp {\naccess_log off;\n` +
          `client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;\n` +
          `${site}\n}\n`,
      );
      const nginx = spawn(NGINX, ['-c', conf, '-p', dir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${nginxBase}/api/health`)).ok) return nginx;
        } catch {
          // not yet
        }
        await sleep(50);
      }
      throw new Error('nginx did not start');
    };
    let nginx = await startNginx(ports);
    children.push(nginx);

    // 1. The journey, alternating instances call by call.
    let turn = 0;
    const next = () => bases[turn++ % 2] as string;
    const person = {
      name: 'Asha Rao',
      email: `two-${Date.now()}@example.com`,
      phone: '9876500001',
      countryCode: '91',
    };
    const code = await call(next(), 'POST', '/api/customer/generateOTP', {
      event: 'signup',
      ...person,
    });
    const registered = await call(next(), 'POST', '/api/customer/register', {
      ...person,
      otp: code.json.otp,
    });
    const authorization = `Bearer ${String(registered.json.token)}`;
    const address = await call(
      next(),
      'POST',
      '/api/customer/address',
      sampleAddress,
      authorization,
    );
    // The answer is the profile with its addresses (spec §7): the one just added is the last.
    const saved = (address.json.customer as { addresses?: { _id: string }[] } | undefined)
      ?.addresses;
    const addressId = saved?.at(-1)?._id ?? '';
    const cart = await call(
      next(),
      'POST',
      '/api/customer/cart',
      { products: [{ product_id: plenty.id, quantity: 2, variant: [] }] },
      authorization,
    );
    const order = await call(
      next(),
      'POST',
      '/api/order/add',
      orderBody(addressId, [{ product_id: plenty.id, quantity: 2 }], { paymentMethod: 'POD' }),
      authorization,
    );
    const history = await call(next(), 'GET', '/api/order/', undefined, authorization);
    const journey = [code, registered, address, cart, order, history].map((a) => a.status);
    if (journey.some((status) => status !== 200))
      problems.push(
        `journey answers: ${journey.join(', ')} (${JSON.stringify(order.json).slice(0, 200)}; address ${JSON.stringify(address.json).slice(0, 200)})`,
      );
    const listed = (history.json.orders as unknown[] | undefined)?.length ?? 0;
    if (listed !== 1)
      problems.push(`the order history on the other instance lists ${listed} orders`);

    // 2. Stock shown on the other instance within 1 s of an order on one.
    const stockOn = async (base: string) =>
      (
        (await call(base, 'GET', `/api/aurelle/products/${plenty.slug}`)).json.product as {
          stock: number;
        }
      ).stock;
    await sleep(1100); // the journey's order has shown everywhere by now
    const before = await stockOn(bases[1] as string);
    const buyer = racers[0];
    if (!buyer) throw new Error('no customer');
    await call(
      bases[0] as string,
      'POST',
      '/api/customer/cart',
      { products: [{ product_id: plenty.id, quantity: 1, variant: [] }] },
      buyer.authorization,
    );
    const placedAt = performance.now();
    const placed = await call(
      bases[0] as string,
      'POST',
      '/api/order/add',
      orderBody(buyer.addressId, [{ product_id: plenty.id, quantity: 1 }], {
        paymentMethod: 'POD',
      }),
      buyer.authorization,
    );
    let seenMs = Number.POSITIVE_INFINITY;
    while (performance.now() - placedAt < 3000) {
      if ((await stockOn(bases[1] as string)) === before - 1) {
        seenMs = performance.now() - placedAt;
        break;
      }
      await sleep(20);
    }
    if (placed.status !== 200) problems.push(`order for the stock check: ${placed.status}`);
    if (seenMs > 1000)
      problems.push(`the other instance showed the new stock after ${Math.round(seenMs)} ms`);

    // 3. 20 customers, 5 rings, orders split over both instances by nginx.
    for (const racer of racers)
      await call(
        nginxBase,
        'POST',
        '/api/customer/cart',
        { products: [{ product_id: scarce.id, quantity: 1, variant: [] }] },
        racer.authorization,
      );
    const race = await Promise.all(
      racers.map((racer) =>
        call(
          nginxBase,
          'POST',
          '/api/order/add',
          orderBody(racer.addressId, [{ product_id: scarce.id, quantity: 1 }], {
            paymentMethod: 'POD',
          }),
          racer.authorization,
        ),
      ),
    );
    const won = race.filter((r) => r.status === 200).length;
    const lost = race.filter((r) => r.status === 409).length;
    await sleep(1000); // what both instances show, a second later (decision 0067)
    const scarceLeft = (
      (await call(nginxBase, 'GET', `/api/aurelle/products/${scarce.slug}`)).json.product as {
        stock: number;
      }
    ).stock;
    if (won !== 5 || lost !== 15 || scarceLeft !== 0)
      problems.push(`race: ${won} placed, ${lost} refused with 409, ${scarceLeft} left`);

    // 4. A client forging X-Forwarded-For through nginx is still one address to the limits and
    // to the audit log: nginx overwrites the header with the address it saw.
    const forged: number[] = [];
    for (let i = 0; i < 81; i++) {
      const res = await fetch(`${nginxBase}/api/admin/auth/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-admin-request': '1',
          // The instances see nginx's Host ($host, without the port) and protocol.
          origin: 'http://127.0.0.1',
          'x-forwarded-for': `6.6.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({ email: `guess-${i}@staff.example`, password: 'not-the-password' }),
      });
      forged.push(res.status);
    }
    const audited = await createDatabase({ kind: 'postgres', url: throwaway.url });
    const logged = (
      (await audited.db.execute(
        sql`select distinct ip from audit_log where action = 'session.sign-in-failed'`,
      )) as unknown as { rows: { ip: string }[] }
    ).rows.map((row) => row.ip);
    await audited.close();
    const forgedOk =
      forged.slice(0, 80).every((status) => status === 401) &&
      forged[80] === 429 &&
      logged.join() === '127.0.0.1';
    if (!forgedOk)
      problems.push(
        `forged X-Forwarded-For: answers ${[...new Set(forged)].join('/')}, the 81st ${forged[80]}; audit log addresses ${logged.slice(0, 5).join(', ')}`,
      );

    // 5. The list through nginx: two instances, then one.
    const scenario = {
      name: 'list page 1 (category)',
      method: 'POST' as const,
      paths: ['/api/aurelle/products?page=1&limit=10&category=rings'],
      body: '{}',
    };
    const options = {
      connections: 64,
      durationSeconds: SECONDS,
      headers: { 'x-api-key': API_KEY },
    };
    const two = await load(nginxBase, scenario, options);
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx.once('exit', r));
    nginx = await startNginx([ports[0] as number]);
    children.push(nginx);
    const one = await load(nginxBase, scenario, options);
    if (two.errors + two.non2xx + one.errors + one.non2xx > 0) problems.push('errors under load');

    report(
      `two instances: journey across both ${journey.every((s) => s === 200) ? 'ok' : 'FAILED'}; ` +
        `stock seen on the other instance after ${Math.round(seenMs)} ms; ` +
        `race for 5 rings: ${won} placed, ${lost} refused, ${scarceLeft} left; ` +
        `forged X-Forwarded-For ${forgedOk ? 'limited and logged as the client' : 'FAILED'}; ` +
        `list through nginx: ${Math.round(one.rps)} req/s with one instance, ${Math.round(two.rps)} with two ` +
        `(p99 ${one.p99} / ${two.p99} ms); `,
      problems,
    );
  } finally {
    clearTimeout(giveUp);
    for (const child of children) child.kill('SIGTERM');
    await sleep(300);
    await throwaway.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
