// Debian's Chromium on this machine and the flags it runs with headless here (ARCHITECTURE.md,
// TOOLCHAIN.md): one list for the e2e tests (playwright.config.ts) and the browser benches (bench/).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
