import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** A free localhost port, chosen once by the main process; workers inherit it through the env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  // The server's database and media for this run; removed when the run (and the server) ends.
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Server-side secrets set to values a search can find: e2e/secrets-in-page.spec.ts looks for them. */
export const E2E_SERVER_SECRETS = {
  LOCATION_API_KEY: 'location-key-e2e-SECRET-91d4',
  LOCATION_API_URL: 'http://127.0.0.1:9/location-e2e-SECRET-path',
  JWT_SECRET: 'jwt-e2e-SECRET-7c2f8a1d9e4b6c3a0f5d8e2b7a9c1f4e',
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'demo history', testMatch: 'demo-history.setup.ts' },
    {
      name: 'desktop',
      dependencies: ['demo history'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The same path as `npm start`: build what is stale, migrate, seed, serve.
    command: 'node scripts/start.mjs --no-install',
    url: `${baseURL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...E2E_SERVER_SECRETS,
    },
  },
});
