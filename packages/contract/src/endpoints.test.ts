import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import type { Endpoint } from './http.ts';

/** Every entry of every endpoint table the contract exports (`…Endpoints`). */
const entries: [string, Endpoint][] = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([table, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(
      ([name, endpoint]) => [`${table}.${name}`, endpoint] as [string, Endpoint],
    ),
  );
const exported = contract as Record<string, unknown>;

describe('the endpoint tables', () => {
  it('hold every call', () => {
    expect(entries.length).toBeGreaterThan(120);
  });

  it('give each call its own operationId and its own method and path', () => {
    const ids = entries.map(([, endpoint]) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = entries.map(([, { method, path }]) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('name each answer as the contract exports its schema (`CartResponse` is `cartResponseSchema`)', () => {
    for (const [name, { responseName, response }] of entries) {
      expect(responseName, name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      const schema = `${responseName[0]?.toLowerCase()}${responseName.slice(1)}Schema`;
      expect(exported[schema], `${name}: ${schema}`).toBe(response);
    }
  });

  it('describe each answer in one line', () => {
    for (const [name, { responseDescription }] of entries)
      expect(responseDescription, name).toMatch(/^[A-Z][^\n]{2,99}$/);
  });

  it('say who may call each back-office call, and only theirs (docs/admin-routes.md)', () => {
    for (const [name, { path, access, permission }] of entries) {
      if (!path.startsWith(`${contract.ADMIN_API_PREFIX}/`)) {
        expect(permission, name).toBeUndefined();
        expect(access, name).not.toBe('staff');
        continue;
      }
      expect([...contract.PERMISSIONS, 'public', 'session', 'enrolment', 'account']).toContain(
        permission,
      );
      // Only what anyone may call goes without a session.
      expect(access, name).toBe(permission === 'public' ? 'open' : 'staff');
    }
  });
});
