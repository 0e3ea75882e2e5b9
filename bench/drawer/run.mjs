#!/usr/bin/env node
// Cart drawer benchmark: from the tap on the header's cart to the first cart line on
// screen, in Debian Chromium with the CPU slowed as Lighthouse's mobile preset does (4×) and as a
// slower phone (8×). Each run loads /shop/opus in a new browser context, as a customer's first
// visit does, waits SETTLE_MS (3 s) for the page to settle, then taps. Prints the range and median
// of RUNS runs per slowdown, and the same for the step to checkout.
//
//   node bench/drawer/run.mjs                (builds if stale, starts its own server)
//   BASE_URL=http://127.0.0.1:8080 RUNS=5 node bench/drawer/run.mjs
/* global document, MutationObserver, requestAnimationFrame -- used inside page.evaluate */
import { chromium } from '@playwright/test';
import { addProductsTheCartTakes, DEMO_ADDRESS } from '../../e2e/demo-customer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startShop } from '../lib/shop-server.mjs';

const API_KEY = process.env.STOREFRONT_API_KEY ?? 'aurelle-demo-storefront-key';
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const SLOWDOWNS = [4, 8];
const SETTLE_MS = Number.parseInt(process.env.SETTLE_MS ?? '3000', 10);

async function api(base, method, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A customer with a saved address and two products in the cart; their token. */
async function signedInCustomer(base) {
  const n = String(Date.now()).slice(-8);
  const person = {
    name: 'Bench Customer',
    email: `bench-${n}@example.com`,
    phone: `96${n}`,
    countryCode: '91',
  };
  const { otp } = await api(base, 'POST', '/customer/generateOTP', { event: 'signup', ...person });
  const { token } = await api(base, 'POST', '/customer/register', { ...person, otp });
  await api(base, 'POST', '/customer/address', DEMO_ADDRESS, token);
  const { products } = await api(base, 'POST', '/aurelle/products?page=1&limit=20', {});
  await addProductsTheCartTakes(products, 2, async (productId) => {
    try {
      await api(
        base,
        'POST',
        '/customer/cart',
        { products: [{ product_id: productId, quantity: 1, variant: [] }] },
        token,
      );
      return true;
    } catch {
      // It needs an option chosen (a ring size, say).
      return false;
    }
  });
  return token;
}

/** Milliseconds from a click on `button` until `selector` is on screen, measured in the page. */
function tapUntil(page, button, selector) {
  return page.evaluate(
    ([buttonSelector, wanted]) =>
      new Promise((done) => {
        const start = performance.now();
        const seen = () => {
          const node = document.querySelector(wanted);
          return node && node.getBoundingClientRect().width > 0;
        };
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          // The frame that shows it.
          requestAnimationFrame(() => done(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        document.querySelector(buttonSelector).click();
      }),
    [button, selector],
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (values) =>
  `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms (median ${Math.round(median(values))})`;

const shop = await startShop('aurelle-drawer-');
const base = shop.base;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const token = await signedInCustomer(base);
  console.log(`\nCart drawer, tap to content (${RUNS} runs each, a new context per run)\n`);
  for (const slowdown of SLOWDOWNS) {
    const open = [];
    const checkout = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: base }]);
      await context.addInitScript((t) => localStorage.setItem('user', t), token);
      const page = await context.newPage();
      await page.goto(`${base}/shop/opus`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /^Cart, 2 items$/ }).waitFor();
      // A customer looks at the page a moment before reaching for the cart.
      await page.waitForTimeout(SETTLE_MS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      open.push(await tapUntil(page, 'button[aria-label^="Cart,"]', '[data-testid="cart-line"]'));
      await page.waitForTimeout(300);
      checkout.push(
        await tapUntil(
          page,
          '[role="dialog"] footer button, [role="dialog"] div[class*="footer"] button',
          '[data-testid="address-option"]',
        ),
      );
      await context.close();
    }
    console.log(`  ${slowdown}× CPU  open → first line   ${summary(open)}`);
    console.log(`  ${slowdown}× CPU  Checkout → address  ${summary(checkout)}`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
