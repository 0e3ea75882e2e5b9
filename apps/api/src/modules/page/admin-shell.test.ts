import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAdminShell } from './admin-shell.ts';

const dir = mkdtempSync(join(tmpdir(), 'aurelle-admin-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function shell(build: boolean) {
  const app = Fastify();
  const root = join(dir, build ? 'built' : 'absent');
  if (build) {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
    // A build made with its source maps beside the scripts (and compressed).
    writeFileSync(join(root, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":[]}');
    writeFileSync(join(root, 'assets', 'main-abc123.js.map.gz'), 'gz');
  }
  await registerAdminShell(app, { dir: root, brandName: 'Maison <Or>' });
  return app;
}

describe('the back office at /admin', () => {
  it("answers the app's page for its paths, never indexed, with the shop's name in it", async () => {
    const app = await shell(true);
    for (const url of ['/admin', '/admin/', '/admin/staff', '/admin/accept-invitation?x=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="brand" content="Maison &lt;Or&gt;">');
    }
    const asset = await app.inject({ url: '/admin/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/admin/assets/gone-000000.js' })).statusCode).toBe(404);
  });

  it('never serves a source map, even one left in the build', async () => {
    const app = await shell(true);
    for (const url of ['/admin/assets/main-abc123.js.map', '/admin/assets/main-abc123.js.map.gz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"version":3');
    }
    const compressed = await app.inject({
      url: '/admin/assets/main-abc123.js.map',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.statusCode).toBe(404);
  });

  it('says plainly when the back office is not built', async () => {
    const page = await (await shell(false)).inject({ url: '/admin/staff' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('not built');
  });
});
