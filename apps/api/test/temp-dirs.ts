import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { DEFAULT_STATIC_DIR, REPO_ROOT } from '../src/paths.ts';

/**
 * Makes folders under the system's temporary folder, named `prefix…`, and removes them once the
 * test file has run. Call it at the top level of a test file.
 */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/**
 * The web build's folder when there is one (`npm start`, Playwright); else a folder from `dirs`
 * with the app's source index.html, which the server fills the same way.
 */
export function webBuildDir(dirs: () => string): string {
  if (existsSync(join(DEFAULT_STATIC_DIR, 'index.html'))) return DEFAULT_STATIC_DIR;
  const dir = dirs();
  copyFileSync(join(REPO_ROOT, 'apps', 'web', 'index.html'), join(dir, 'index.html'));
  return dir;
}
