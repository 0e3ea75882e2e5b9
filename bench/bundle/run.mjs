#!/usr/bin/env node
// Bundle benchmark: what the home page's initial JavaScript is made of, against the floor that the
// libraries the shop is built on (React, React Router, TanStack Query) come to on their own.
//
//   node bench/bundle/run.mjs        (builds the shop first if apps/web/dist is missing)
//   DIST=/tmp/other/dist node bench/bundle/run.mjs   (another build of the shop)
//
// 1. The shop: the JavaScript home loads before any interaction (the entry, the `app` chunk it
//    imports after the first paint and the home screen's chunk), each compressed with gzip -9 as
//    the server precompresses it. zod is not among them: no first screen needs it (decision 0049 §4).
// 2. The floor: minimal apps built with the same Vite (no JSX), each adding one required
//    library to the one before: React 19 (createRoot), + React Router 7's declarative routes
//    (BrowserRouter, useRoutes: decision 0049 §6), + TanStack Query (a client, its provider, one
//    query, and hydrate for the page's first-screen data). No shop code at all: home's floor.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'apps', 'web');
const dist = process.env.DIST ?? join(web, 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;

function shopHome() {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@aurelle/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const chunks = Object.entries(manifest);
  const found = (test, label) => {
    const hit = chunks.find(([key, chunk]) => test(key, chunk));
    if (!hit) throw new Error(`no ${label} chunk in the manifest`);
    return hit[0];
  };
  // The entry and what it imports statically, then the chunks boot.tsx imports on the way to the
  // home screen (the `app` group, the home screen), each with its static imports.
  const start = [
    found((_, chunk) => chunk.isEntry, 'entry'),
    found((_, chunk) => chunk.name === 'app', 'app'),
    found((_, chunk) => chunk.name === 'home', 'home'),
  ];
  const files = new Map();
  for (let key = start.shift(); key !== undefined; key = start.shift()) {
    const chunk = manifest[key];
    if (files.has(chunk.file)) continue;
    files.set(chunk.file, chunk.name ?? key);
    start.push(...(chunk.imports ?? []));
  }
  return [...files].map(([file, name]) => [name, gzip(readFileSync(join(dist, file)))]);
}

const IMPORTS = {
  react: `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';`,
  router: `import { BrowserRouter, Outlet, useRoutes } from 'react-router';`,
  query: `import { QueryClient, QueryClientProvider, hydrate, useQuery } from '@tanstack/react-query';`,
};

const BODIES = {
  react: (screen) => `createRoot(document.getElementById('root')).render(${screen});`,
  router: (screen) => `const Screen = () => ${screen};
const Routes = () =>
  useRoutes([{ path: '/', element: h(Outlet), children: [{ index: true, element: h(Screen) }] }]);
createRoot(document.getElementById('root')).render(h(BrowserRouter, null, h(Routes)));`,
  query: `const client = new QueryClient();
hydrate(client, JSON.parse(document.getElementById('state')?.textContent ?? '{}'));
function Screen() {
  const { data } = useQuery({
    queryKey: ['one'],
    queryFn: () => fetch('/api/one').then((response) => response.json()),
  });
  return h('p', null, data?.name);
}
const Routes = () =>
  useRoutes([{ path: '/', element: h(Outlet), children: [{ index: true, element: h(Screen) }] }]);
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client }, h(BrowserRouter, null, h(Routes))),
);`,
};

const FLOORS = [
  ['React 19 (react-dom/client)', ['react'], BODIES.react("h('p', null, 'Aurelle')")],
  [
    '+ React Router 7 declarative routes',
    ['react', 'router'],
    BODIES.router("h('p', null, 'Aurelle')"),
  ],
  ['+ TanStack Query', ['react', 'router', 'query'], BODIES.query],
];

async function floors() {
  const { build } = await import('vite');
  // Under apps/web, so the libraries resolve from the workspace's node_modules.
  const work = join(web, '.bundle-floor');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  process.env.NODE_ENV = 'production';
  try {
    const rows = [];
    for (const [label, parts, body] of FLOORS) {
      const entry = join(work, `${parts.at(-1)}.js`);
      writeFileSync(entry, `${parts.map((part) => IMPORTS[part]).join('\n')}\n${body}\n`);
      const output = await build({
        configFile: false,
        logLevel: 'silent',
        root: work,
        // React Router's production build, as the shop's build takes it (decision 0049 §7).
        resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
        build: { target: 'es2022', write: false, lib: false, rolldownOptions: { input: entry } },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
      const bytes = chunks
        .filter((chunk) => chunk.type === 'chunk')
        .reduce((sum, chunk) => sum + gzip(chunk.code), 0);
      rows.push([label, bytes]);
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const AIM = 120 * 1024;
const shop = shopHome();
const floor = await floors();
const pad = (label) => label.padEnd(40);
console.log('\nInitial JavaScript, gzip -9 (aim for home: 120 KB)\n');
console.log('home page of the shop');
for (const [label, bytes] of shop) console.log(`  ${pad(label)}${kb(bytes).padStart(10)}`);
const total = shop.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`  ${pad('total')}${kb(total).padStart(10)}`);
console.log('\nthe required libraries alone, no shop code');
for (const [label, bytes] of floor) {
  const over = bytes > AIM ? `  (${kb(bytes - AIM)} over the aim)` : '';
  console.log(`  ${pad(label)}${kb(bytes).padStart(10)}${over}`);
}
