// Debian's Chromium on this machine and the flags it runs with headless here: one list for the e2e
// tests (playwright.config.ts) and the browser benches (bench/).
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

/**
 * The phone Lighthouse's mobile preset emulates, as a Playwright context's options: the screen
 * too, as a page's `width=device-width` reads it (a context without it keeps a 1920 screen).
 */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
