import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@aurelle/contract';
import type { Endpoint } from '@aurelle/contract';
import { type TestApp } from './build-test-app.ts';
import { useTestApp } from './use-test-app.ts';
import { createCoupon, createCustomerWithToken, newSessionId } from './factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from './order-helpers.ts';
import { staffCookieFor, type StaffCookies, staffCookies } from './staff.ts';

/**
 * Every /api call of the contract gets generated bad input: wrong types, missing and
 * extra fields, huge and unicode strings, control characters, odd numbers, malformed JSON, wrong
 * content types, oversized bodies, and bad, expired, logged-out and other customers' tokens.
 * Whatever comes in: never a 5xx, every 4xx has the error envelope, and a refused write leaves
 * every table as it was. `FUZZ_SEED=<n>` replays a run (a failure prints its seed);
 * `FUZZ_RUNS=<n>` sets the cases per call (200 by default).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Tables whose rows a refused request writes on purpose: a wrong one-time code counts against the
 * code, and the limits count requests whatever their answer (docs/decisions/0025).
 */
const COUNTING_TABLES = new Set(['rate_limits', 'otp_codes']);

/**
 * Columns a refused request moves on purpose: a staff session's last-seen time, refreshed (at most
 * once a minute) by any call its cookie makes, refused or not, as the idle timeout counts activity.
 */
const ACTIVITY_COLUMNS: Record<string, string[]> = { staff_sessions: ['last_seen_at'] };

/** Every endpoint table the contract exports (`…Endpoints`): a new one is fuzzed without a change here. */
const endpoints: [string, Endpoint][] = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([table, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(
      ([name, endpoint]) =>
        [`${table.replace(/Endpoints$/, '')}.${name}`, endpoint] as [string, Endpoint],
    ),
  );

/** The keys of an object schema (through optional, nullable and default wrappers), else none. */
function keysOf(schema: unknown): string[] {
  let current = schema as { _zod?: { def?: { shape?: object; innerType?: unknown } } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const def = current._zod?.def;
    if (def?.shape) return Object.keys(def.shape);
    current = def?.innerType as typeof current;
  }
  return [];
}

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\n\r\t',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '\ud800',
  '👩‍👩‍👧‍👦💍',
  'ﷺ'.repeat(50),
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
);
const strings = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 6000 }),
);
const numbers = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 0.5, -0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: false }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  strings,
  numbers,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(strings, numbers, fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(strings, fc.oneof(strings, numbers), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * Percent-encodes any string, a lone surrogate included (as the invalid UTF-8 bytes a client could
 * still send), so every generated text reaches the server.
 */
const encode = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

type Ids = {
  productId: string;
  productSlug: string;
  addressA: string;
  addressB: string;
  orderA: string;
  orderB: string;
  couponCode: string;
  sessionId: string;
  customerA: string;
};

/** A path parameter: sometimes a real id (its own or another customer's), mostly junk. */
const paramValue = (name: string, ids: Ids) => {
  const real: Record<string, string[]> = {
    brand: ['aurelle'],
    id: [ids.productId, ids.productSlug],
    addressId: [ids.addressA, ids.addressB],
    orderId: [ids.orderA, ids.orderB],
    customerId: [ids.customerA],
    sessionId: [ids.sessionId],
    blockName: ['bridal', 'hero'],
    country: ['IN', 'FR'],
    state: ['KA', 'MH'],
    name: ['ring'],
  };
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...(real[name] ?? ['x'])) },
    { weight: 3, arbitrary: strings.filter((s) => s.length > 0) },
  );
};

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'none' };

/**
 * A field's value: mostly junk, but often a real id (the caller's or another customer's), a
 * plausible number or list, so that calls get past their schema and reach the code behind it.
 */
const fieldValue = (ids: Ids) =>
  fc.oneof(
    { weight: 3, arbitrary: anyValue },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(
        ids.productId,
        ids.addressA,
        ids.addressB,
        ids.orderA,
        ids.orderB,
        ids.couponCode,
        ids.sessionId,
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 2, 0, -1, 51, 1e9, true, false, [], {}) },
    {
      weight: 1,
      arbitrary: fc.constant<unknown>([{ product_id: ids.productId, quantity: 1, variant: [] }]),
    },
  );

const bodyFor = (endpoint: Endpoint, ids: Ids): fc.Arbitrary<Body> => {
  const keys = keysOf(endpoint.body);
  const value = fieldValue(ids);
  const known =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
      : fc.dictionary(strings, anyValue, { maxKeys: 4 });
  const withExtra = fc
    .tuple(known, fc.dictionary(strings, anyValue, { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.oneof(known, withExtra).map((value) => ({ kind: 'json', value }) as Body),
    },
    { weight: 2, arbitrary: anyValue.map((value) => ({ kind: 'json', value }) as Body) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{"a":', '{,}', '[1,2', 'nul', '{"products": [}', '\u0000{}', '{}}'),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
          ),
        )
        .map(([text, contentType]) => ({ kind: 'raw', text, contentType }) as Body),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'raw',
        text: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
        contentType: 'application/json',
      } as Body),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' } as Body) },
  );
};

type Who = 'none' | 'owner' | 'other' | 'forged' | 'expired' | 'logged-out' | 'garbage';
const whoArb = fc.constantFrom<Who>(
  'none',
  'owner',
  'other',
  'forged',
  'expired',
  'logged-out',
  'garbage',
);

const t = useTestApp();
let ids: Ids;
let tokens: Record<Who, string | undefined>;
/** The same callers for the back office: an owner's, a fulfilment colleague's, forged… cookies. */
let cookies: StaffCookies;
/** Back-office calls that end or change the caller's own session: each case gets an owner of its own. */
const OWN_SESSION_CALLS = new Set([
  'admin.signOut',
  'admin.signOutEverywhere',
  'admin.changePassword',
  'admin.newRecoveryCodes',
]);

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Counts every committed row change, per table, in `fuzz_changes`: a trigger on each table adds
 * one for each row inserted, deleted or updated to another value (activity columns aside). A
 * write that rolls back takes its counts with it, so a refused request that leaves the counts as
 * they were changed nothing. Installed by the tables' owner; the server's role only fires it.
 */
async function countRowChanges(owner: TestApp['database']['owner']): Promise<void> {
  const names = rowsOf<{ table_name: string }>(
    await owner.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.table_name)
    .filter((name) => !COUNTING_TABLES.has(name));
  const rowText = (row: 'old' | 'new', table: string) =>
    ACTIVITY_COLUMNS[table]
      ? `(to_jsonb(${row}) - '{${ACTIVITY_COLUMNS[table].join(',')}}'::text[])`
      : `${row}.*`;
  const statements = [
    'create table fuzz_changes (table_name text primary key, changes bigint not null)',
    `create function fuzz_count_change() returns trigger language plpgsql security definer as $$
      begin
        insert into fuzz_changes values (tg_table_name, 1)
          on conflict (table_name) do update set changes = fuzz_changes.changes + 1;
        return null;
      end $$`,
    ...names.flatMap((name) => [
      `create trigger fuzz_insert_delete after insert or delete on "${name}"
        for each row execute function fuzz_count_change()`,
      `create trigger fuzz_update after update on "${name}"
        for each row when (${rowText('old', name)} is distinct from ${rowText('new', name)})
        execute function fuzz_count_change()`,
    ]),
  ];
  for (const statement of statements) await owner.execute(sql.raw(statement));
}

/** The committed row changes so far, by table. */
async function rowChanges(): Promise<Record<string, number>> {
  const rows = rowsOf<{ table_name: string; changes: string | number }>(
    await t.database.owner.execute(
      sql`select table_name, changes from fuzz_changes order by table_name`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.changes)]));
}

beforeAll(async () => {
  const product = await orderableProduct(t.db, { stock: 1000 });
  const coupon = await createCoupon(t.db);
  const a = await customerWithCart(t, product.id);
  const b = await customerWithCart(t, product.id);
  const placedA = await placeOrderAs(t, a, [{ product_id: product.id, quantity: 1 }], {
    paymentMethod: 'POD',
  });
  const placedB = await placeOrderAs(t, b, [{ product_id: product.id, quantity: 1 }], {
    paymentMethod: 'POD',
  });
  if (placedA.statusCode !== 200 || placedB.statusCode !== 200)
    throw new Error(`orders not placed: ${placedA.body} ${placedB.body}`);
  const expired = await createCustomerWithToken(t.db, t.env, {
    expiresAt: new Date(Date.now() - 1000),
  });
  const revoked = await createCustomerWithToken(t.db, t.env, { revoked: true });
  ids = {
    productId: product.id,
    productSlug: product.slug ?? product.id,
    addressA: a.address.id,
    addressB: b.address.id,
    orderA: placedA.json().data._id,
    orderB: placedB.json().data._id,
    couponCode: coupon.couponCode,
    sessionId: newSessionId(),
    customerA: a.customer.id,
  };
  const [head, payload] = a.token.split('.');
  tokens = {
    none: undefined,
    owner: a.authorization,
    other: b.authorization,
    forged: `Bearer ${head}.${payload}.${'A'.repeat(43)}`,
    expired: expired.authorization,
    'logged-out': revoked.authorization,
    garbage: 'Bearer not-a-token',
  };
  cookies = await staffCookies(t);
  await countRowChanges(t.database.owner);
});

/** Answers by status over the whole run, for the figure line. */
const statuses = new Map<number, number>();
let refusedWrites = 0;

afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `bad input (seed ${SEED}): ${endpoints.length} calls, ${total} cases, answers ${byStatus.join(' ')}; ` +
      `${refusedWrites} refused writes left every table unchanged`,
  );
});

describe('bad input on every /api call', () => {
  it('finds the calls of every endpoint table', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(39);
  });

  it("counts a committed row change, and neither a rolled-back one nor a session's activity", async () => {
    const before = await rowChanges();
    await t.db.execute(
      sql`update staff_sessions set last_seen_at = last_seen_at + interval '1 second'`,
    );
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update staff_sessions set created_at = created_at - interval '1 second'`,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rowChanges()).toEqual(before);
    await t.db.execute(
      sql`update staff_sessions set created_at = created_at - interval '1 second'`,
    );
    expect((await rowChanges()).staff_sessions).toBeGreaterThan(before.staff_sessions ?? 0);
  });

  for (const [name, endpoint] of endpoints) {
    it(`${name}: ${endpoint.method} ${endpoint.path} never answers 5xx and a refused write changes nothing`, async () => {
      const paramNames = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
      const queryKeys = keysOf(endpoint.query);
      const caseArb = fc.record({
        params: fc.tuple(...paramNames.map((p) => paramValue(p, ids))),
        query: fc.oneof(
          fc.constant({}),
          fc.record(
            Object.fromEntries(
              queryKeys.map((key) => [key, fc.oneof(strings, numbers.map(String))]),
            ),
            {
              requiredKeys: [],
            },
          ),
          fc.dictionary(strings, strings, { maxKeys: 3 }),
        ),
        body:
          endpoint.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyFor(endpoint, ids),
        who: whoArb,
        lang: fc.oneof(fc.constantFrom('en', 'fr', 'fr-FR,fr;q=0.9', '*'), strings),
        currency: fc.oneof(fc.constantFrom('INR', 'EUR', 'usd'), strings),
        idempotencyKey: fc.option(strings, { nil: undefined }),
      });

      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          let path = endpoint.path;
          paramNames.forEach((param, i) => {
            path = path.replace(`:${param}`, encode(String(c.params[i])));
          });
          const search = new URLSearchParams(
            Object.entries(c.query as Record<string, string>).map(
              ([k, v]) => [k, String(v)] as [string, string],
            ),
          ).toString();
          const headers: Record<string, string> = {
            ...t.headers,
            'accept-language': encode(c.lang).slice(0, 200),
            'x-currency': encode(c.currency).slice(0, 50),
          };
          if (endpoint.path.startsWith('/admin/')) {
            // The back office: a staff cookie, and the header and Origin the admin app sends.
            const cookie =
              OWN_SESSION_CALLS.has(name) && c.who === 'owner'
                ? await staffCookieFor(t, 'owner')
                : cookies[c.who];
            if (cookie) headers.cookie = cookie;
            headers['x-admin-request'] = '1';
            headers.origin = t.env.PUBLIC_URL;
          } else {
            // Logging out ends the owner's session: each such case logs out a customer of its own.
            const authorization =
              name === 'auth.logout' && c.who === 'owner'
                ? (await createCustomerWithToken(t.db, t.env)).authorization
                : tokens[c.who];
            if (authorization) headers.authorization = authorization;
          }
          if (c.idempotencyKey !== undefined)
            headers['idempotency-key'] = encode(c.idempotencyKey).slice(0, 300);
          let payload: string | undefined;
          if (c.body.kind === 'json') {
            payload = JSON.stringify(c.body.value) ?? 'null';
            headers['content-type'] = 'application/json';
          } else if (c.body.kind === 'raw') {
            payload = c.body.text;
            headers['content-type'] = c.body.contentType;
          }
          const writes = endpoint.method !== 'GET';
          // An order an earlier case placed queued its e-mail, sent in the background: let that
          // finish first, or its row would move under this case.
          if (writes) {
            await t.app.jobs.drain();
            await t.app.jobs.drain();
          }
          const before = writes ? await rowChanges() : undefined;
          const res = await t.app.inject({
            method: endpoint.method,
            url: `/api${path}${search ? `?${search}` : ''}`,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const parsed = contract.apiErrorSchema.safeParse(res.json());
            expect(parsed.success, `error envelope: ${res.body.slice(0, 300)}`).toBe(true);
            if (before) {
              expect(await rowChanges()).toEqual(before);
              refusedWrites++;
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }, 240_000);
  }
});
