import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type Permission,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const TABLE = resolve(import.meta.dirname, '../../../../../docs/admin-routes.md');

const t = useTestApp();

/** The rows of docs/admin-routes.md's table: method, path, permission. */
function documentedRoutes(): string[] {
  return readFileSync(TABLE, 'utf8')
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|DELETE) /.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim().replaceAll('`', ''))
        .join(' '),
    );
}

describe('admin permissions', () => {
  it('docs/admin-routes.md lists every admin route with the permission the code declares', () => {
    const inCode = t.app.adminRoutes.map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(documentedRoutes().sort()).toEqual(inCode.sort());
  });

  it('an admin endpoint of the contract that names a permission names the one its route checks', () => {
    const inCode = new Map(t.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r.permission]));
    const named = Object.values(adminEndpoints).filter((endpoint) => 'permission' in endpoint);
    expect(named.length).toBeGreaterThan(0);
    for (const endpoint of named) {
      expect(inCode.get(`${endpoint.method} /api${endpoint.path}`), endpoint.operationId).toBe(
        endpoint.permission,
      );
    }
  });

  it('every permission a route declares is one of the known ones', () => {
    const special = ['public', 'session', 'enrolment', 'account'];
    for (const route of t.app.adminRoutes)
      expect([...special, ...PERMISSIONS]).toContain(route.permission);
  });

  it('a route declaring no permission cannot be registered', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAdminScope } = await import('./admin-scope.ts');
    const app = Fastify();
    const building = (async () => {
      await app.register(async (scope) => {
        await registerAdminScope(scope, {
          env: t.env,
          auth: { principal: async () => null },
          routes: [],
        });
        scope.get('/admin/unguarded', () => 'open');
      });
      await app.ready();
    })();
    await expect(building).rejects.toThrow(/declares no permission/);
  });

  it('each role gets 403 on every route its permissions do not cover, and passes the check elsewhere', async () => {
    const guarded = t.app.adminRoutes.filter((r) =>
      (PERMISSIONS as readonly string[]).includes(r.permission),
    );
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t, role);
      for (const route of guarded) {
        const url = route.url
          .replace('/api/admin', '')
          .replace(':id', '00000000-0000-4000-8000-000000000000');
        // An empty body: a role with the permission gets past the check to validation (400) or
        // the handler; one without it is stopped before either.
        const response = await admin(
          t,
          route.method as 'GET',
          url,
          route.method === 'GET' ? undefined : {},
          {
            cookie,
          },
        );
        const allowed = ROLE_PERMISSIONS[role].includes(route.permission as Permission);
        if (allowed) expect(response.statusCode, `${role} ${route.method} ${url}`).not.toBe(403);
        else expect(response.statusCode, `${role} ${route.method} ${url}`).toBe(403);
      }
    }
  });
});
