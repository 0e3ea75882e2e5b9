// Screenshots of the screens the data-layer change touched (not committed).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = process.env.BASE ?? 'http://127.0.0.1:8090';
const H = { 'x-api-key': 'aurelle-demo-storefront-key', 'accept-language': 'en', 'x-currency': 'INR', 'content-type': 'application/json' };
const post = async (path, body, token) => {
  const r = await fetch(base + '/api' + path, { method: 'POST', headers: { ...H, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(path + ' ' + r.status + ' ' + (await r.text()));
  return r.json();
};
const n = String(Date.now()).slice(-8);
const person = { name: 'Asha Rao', email: `shot-${n}@example.com`, phone: `98${n}`, countryCode: '91' };
const { otp } = await post('/customer/generateOTP', { event: 'signup', ...person });
const { token } = await post('/customer/register', { ...person, otp });
await post('/customer/address', { name: 'Asha Rao', phone: `98${n}`, countryCode: '91', email: person.email, address: '12 MG Road', landmark: 'Near the park', country: 'IN', state: 'KA', city: 'Bengaluru', zipCode: '560001', label: 'Home', isDefault: true }, token).catch((e) => console.warn('address', e.message));
const list = await post('/aurelle/products?page=1&limit=5', {});
const p = list.products[1];
await post('/customer/cart', { products: [{ product_id: p._id, quantity: 1, variant: [] }] }, token).catch((e) => console.warn('cart', e.message));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  for (const [lang, cur] of [['en', 'INR'], ['fr', 'EUR']]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await ctx.addCookies([
      { name: 'selectedLanguage', value: encodeURIComponent(JSON.stringify({ code: lang })), url: base },
      { name: 'selectedCurrency', value: encodeURIComponent(JSON.stringify({ code: cur, symbol: cur === 'EUR' ? '€' : '₹' })), url: base },
      { name: 'cookieConsent', value: 'true', url: base },
    ]);
    const page = await ctx.newPage();
    for (const [name, path] of [['home', '/'], ['shop', '/shop/opus'], ['product', `/product/${p.slug}`]]) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png` });
    }
    if (lang === 'en') {
      await page.evaluate((t) => localStorage.setItem('user', t), token);
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      if (width === 390) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.waitForTimeout(800);
        await page.getByRole('dialog').getByRole('button', { name: /cart/i }).first().click();
      } else await page.getByRole('button', { name: /cart/i }).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/cart-${lang}-${width}.png` });
      await page.getByRole('button', { name: /^checkout$/i }).click().catch(() => {});
      await page.waitForTimeout(1500);
      const coupons = page.getByRole('button', { name: /coupons/i }).first();
      await coupons.click().catch(() => {});
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/checkout-${lang}-${width}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
console.log('shots done');
