import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = () =>
  readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const adminFeatures = () =>
  readdirSync(new URL('apps/admin/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const apiModules = () =>
  readdirSync(new URL('apps/api/src/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The API modules each module may import (docs/architecture.md, "Who may import whom"): catalog at
 * the bottom, no cycle. A module not listed may import none.
 */
const API_MODULE_IMPORTS = {
  activity: ['catalog'],
  auth: ['address'],
  'catalog-admin': ['audit', 'catalog', 'search', 'staff'],
  cart: ['catalog', 'coupon'],
  content: ['catalog'],
  coupon: ['catalog'],
  media: ['audit', 'staff'],
  'metal-pricing': ['audit', 'staff'],
  order: ['cart', 'catalog', 'coupon', 'invoice'],
  'order-admin': ['audit', 'catalog', 'coupon', 'invoice', 'order', 'payment', 'staff'],
  'customer-admin': ['audit', 'auth', 'invoice', 'order', 'staff'],
  'coupon-admin': ['audit', 'staff'],
  dashboard: ['stock'],
  invoice: ['catalog'],
  page: ['media', 'seo'],
  pages: ['audit', 'staff'],
  blog: ['audit', 'staff'],
  payment: ['catalog', 'invoice', 'order'],
  search: ['catalog'],
  seller: ['audit', 'staff'],
  'shop-settings': ['audit', 'staff'],
  'content-admin': ['audit', 'media', 'staff'],
  staff: ['audit'],
  stock: ['audit', 'catalog', 'staff'],
  seo: ['catalog', 'content'],
  wishlist: ['catalog'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Layers depend one way, never back up (docs/architecture.md, docs/decisions/0023); paths are
    // relative to this file.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures().map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
              from: './apps/web/src/features',
              message: 'Shared code never imports a feature.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
              from: ['./apps/web/src/app', './apps/web/src/first-paint'],
              message:
                'Shared code never imports the app or the first paint; move what it needs into lib/.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import app/: app/ composes them.',
            },
            // The back office follows the shop's layers (docs/architecture.md), and stays apart from it.
            ...adminFeatures().map((feature) => ({
              target: `./apps/admin/src/features/${feature}`,
              from: './apps/admin/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/.',
            })),
            {
              target: [
                './apps/admin/src/components',
                './apps/admin/src/lib',
                './apps/admin/src/config',
              ],
              from: ['./apps/admin/src/features', './apps/admin/src/app'],
              message: 'Shared code never imports a feature or the app.',
            },
            {
              target: './apps/admin/src/features',
              from: './apps/admin/src/app',
              message: 'Features never import app/: app/ composes them.',
            },
            {
              target: './apps/web',
              from: './apps/admin',
              message: 'The shop never imports the back office.',
            },
            {
              target: './apps/api/src/plugins',
              from: './apps/api/src/modules',
              message: 'Plugins sit below the modules; move what they need under plugins/ or lib/.',
            },
            {
              target: './apps/api/src/lib',
              from: [
                './apps/api/src/plugins',
                './apps/api/src/modules',
                './apps/api/src/app.ts',
                './apps/api/src/modules.ts',
                './apps/api/src/schedule.ts',
              ],
              message: 'lib/ sits below plugins and modules; move what it needs into lib/.',
            },
            ...apiModules().map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [module, ...(API_MODULE_IMPORTS[module] ?? [])].map((name) => `./${name}`),
              message:
                'An API module imports only the modules docs/architecture.md allows it (API_MODULE_IMPORTS in eslint.config.js).',
            })),
            {
              target: './packages/contract',
              from: ['./apps', './packages/client'],
              message: 'The contract depends on nothing but zod.',
            },
            {
              target: './packages/ui',
              from: ['./apps', './packages/contract', './packages/client'],
              message:
                'The UI package knows no app and no contract: each app gives it its words and look.',
            },
            {
              target: './packages/client',
              from: ['./apps', './packages/ui'],
              message: 'The API client serves both apps and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // iconOf (the web's components/ui/icon-of.ts) makes an icon component from its shapes.
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, extraHOCs: ['iconOf'] },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'import',
          property: 'meta',
          message: 'Read configuration through src/config/env.ts.',
        },
      ],
    },
  },
  {
    // Only the config module reads the environment, so every setting is checked in one place.
    files: ['apps/api/src/**/*.ts', 'apps/api/seed/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', 'apps/api/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/config/env.ts.',
        },
      ],
    },
  },
  {
    // A change goes route → service → repository (docs/architecture.md): the service opens the
    // transaction, the repository holds the SQL. Outside repositories (and the SQL fragments
    // they are built from) a module neither imports Drizzle or the tables nor queries a handle.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    ignores: [
      'apps/api/**/*.repository.ts',
      'apps/api/**/*.test.ts',
      'apps/api/src/modules/catalog/catalog-search-match.ts',
      'apps/api/src/modules/search/search-steps.ts',
      'apps/api/src/modules/stock/low-stock.sql.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL goes in a repository (*.repository.ts); a service calls it.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Tables are read and written in a repository (*.repository.ts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.name=/^(db|tx)$/][property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]',
          message: 'SQL goes in a repository (*.repository.ts); pass it the handle.',
        },
      ],
    },
  },
  {
    // A repository works in the transaction its caller passes; the service opens and ends it.
    files: ['apps/api/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'A repository never opens a transaction: the service does, and passes it `tx`.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/write-transaction*'],
              allowTypeImports: true,
              message:
                'A repository never opens a transaction: the service does, and passes it `tx`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/config/env.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      'apps/admin/src/**/*.test.{ts,tsx}',
      'apps/admin/src/testing/**',
      'packages/ui/src/**/*.test.{ts,tsx}',
      'packages/ui/src/testing/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
