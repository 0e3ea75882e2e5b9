import { defineConfig } from 'vitest/config';

// API integration tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['packages/client/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/seed/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
          ],
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: [
                  'apps/api/src/**/*.routes.test.ts',
                  'apps/api/src/**/*.repository.test.ts',
                  'apps/api/test/**/*.test.ts',
                ],
                environment: 'node',
                // The process-level tests are database-independent: run them once.
                exclude: ['apps/api/test/server.test.ts', 'apps/api/test/npm-start.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The UI package, web and admin projects have their own configs (each needs the React plugin).
      'packages/ui/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});
