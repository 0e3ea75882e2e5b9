import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let t: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => t.close());

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

  it('leaves out what is not the API: pages, the sitemap, robots.txt', () => {
    expect(Object.keys(document.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(document.paths)).not.toContain('/robots.txt');
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});
