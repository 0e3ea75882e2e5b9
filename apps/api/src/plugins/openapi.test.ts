import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@aurelle/contract';
import { ADMIN_REQUEST_HEADER, type Endpoint } from '@aurelle/contract';
import { useTestApp } from '../../test/use-test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: { $ref?: string } }> }
  >;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
};

/** Every entry of the contract's endpoint tables (`…Endpoints`), by its operationId. */
const entries = new Map<string, Endpoint>(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, table]) => Object.values(table as Record<string, Endpoint>))
    .map((endpoint) => [endpoint.operationId, endpoint]),
);

/** Routes under /api that are no call of the API, so have no contract entry. */
const NOT_CALLS = new Set([
  // The search's wildcard sibling: answers the contract's 400 for a name the router refuses.
  'GET /api/:brand/products/search/*',
  // The sandbox checkout's script and stylesheet: files the provider's page loads.
  'GET /api/payment/sandbox/checkout.js',
  'GET /api/payment/sandbox/checkout.css',
]);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const t = useTestApp();
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
});

describe('GET /api/docs/json', () => {
  it('names the API as its server, and each path resolves against it to a route of the app', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, path } of operations) {
      // The router ignores a trailing slash, and keeps `/order/` as `/order`.
      const route = path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
      const url = `${document.servers?.[0]?.url}${route}`;
      expect(t.app.hasRoute({ method: method.toUpperCase(), url }), `${method} ${url}`).toBe(true);
    }
  });

  it('gives every operation a summary and a unique camelCase operationId', () => {
    const ids = operations.map(({ method, path, operation }) => {
      expect(operation.summary, `${method} ${path}`).toMatch(/\S/);
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tags every operation with a declared tag', () => {
    const declared = new Set(document.tags?.map((tag) => tag.name));
    for (const { method, path, operation } of operations) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(declared.has(operation.tags?.[0] ?? ''), `${method} ${path}`).toBe(true);
    }
  });

  it('describes each 4xx answer as the error envelope', () => {
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        expect(
          response.content?.['application/json']?.schema,
          `${method} ${path} ${status}`,
        ).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });

  it("answers each call with a $ref to its entry's named schema, described by the entry", () => {
    for (const { method, path, operation } of operations) {
      const entry = entries.get(operation.operationId ?? '');
      expect(entry, `${method} ${path}`).toBeDefined();
      if (!entry) continue;
      const answer = operation.responses['200'];
      expect(answer?.description, `${method} ${path}`).toBe(entry.responseDescription);
      const media = entry.responseType ?? 'application/json';
      expect(Object.keys(answer?.content ?? {}), `${method} ${path}`).toEqual([media]);
      expect(answer?.content?.[media]?.schema, `${method} ${path}`).toEqual({
        $ref: `#/components/schemas/${entry.responseName}`,
      });
      expect(document.components?.schemas?.[entry.responseName]).toBeDefined();
    }
  });

  it('names in components.schemas only what the document refers to', () => {
    const text = JSON.stringify(document.paths);
    const schemas = document.components?.schemas ?? {};
    const inComponents = JSON.stringify(schemas);
    for (const name of Object.keys(schemas))
      expect(
        text.includes(`"#/components/schemas/${name}"`) ||
          inComponents.includes(`"#/components/schemas/${name}"`),
        name,
      ).toBe(true);
  });

  it('leaves out what is not the API: pages, the sitemap, robots.txt', () => {
    expect(Object.keys(document.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(document.paths)).not.toContain('/robots.txt');
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});

describe('the routes under /api', () => {
  it('are each registered from a contract entry: its method, path and operationId', () => {
    const byRoute = new Map(
      [...entries.values()].map((entry) => [`${entry.method} /api${entry.path}`, entry]),
    );
    const calls = t.app.routeList.filter(
      ({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
    );
    expect(calls.length).toBeGreaterThan(100);
    for (const { method, url, operationId } of calls) {
      const route = `${method} ${url}`;
      if (NOT_CALLS.has(route)) continue;
      expect(byRoute.get(route)?.operationId, route).toBeDefined();
      expect(operationId, route).toBe(byRoute.get(route)?.operationId);
    }
  });

  it('hold a route for every contract entry', () => {
    // The router keeps `/order/` as `/order` (it ignores a trailing slash).
    for (const { method, path, operationId } of entries.values())
      expect(t.app.hasRoute({ method, url: `/api${path}`.replace(/\/$/, '') }), operationId).toBe(
        true,
      );
  });

  it('answer 401 without the key, token or session their entry names, and only they', async () => {
    for (const { method, path, access, operationId } of entries.values()) {
      const response = await t.app.inject({
        method,
        url: `/api${path}`.replace(/:\w+/g, 'x'),
        // A back-office write from the site itself, so that only the session is missing.
        headers: { [ADMIN_REQUEST_HEADER]: '1', origin: t.env.PUBLIC_URL },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (access === 'open') expect(response.statusCode, operationId).not.toBe(401);
      else expect(response.statusCode, operationId).toBe(401);
    }
  });
});
