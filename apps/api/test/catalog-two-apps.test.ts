import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@aurelle/contract';
import { buildTwoTestApps, type TestApp } from './build-test-app.ts';
import { createCategory, setCurrencyRates } from './factories.ts';
import { admin, signedInStaff } from './staff.ts';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  // Each instance rereads the catalogue's version every 500 ms, as in production.
  ({ first, second } = await buildTwoTestApps({}, { versionRecheckMs: 500 }));
  await setCurrencyRates(first.db);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Asks until `seen` holds, for at most `ms`: what another instance shows after a change. */
async function within(ms: number, ask: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  do {
    if (await ask()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < until);
  return false;
}

describe('a back-office change on one instance', () => {
  it('reaches the other instance’s detail, list, search and sitemap within a second', async () => {
    const { cookie } = await signedInStaff(first, 'manager');
    const category = await createCategory(first.db, { slug: 'cuffs', name: 'Cuffs' });
    const body = {
      name: { en: 'Tidal Cuff', fr: '' },
      sku: 'TIDAL-1',
      price: '42,000',
      categoryId: category.id,
      status: 'active' as const,
    };
    const created = (
      await admin(first, 'POST', '/products', body, { cookie })
    ).json<AdminProduct>();
    // The other instance reads and keeps the product as it is now.
    const detail = () => second.get('/api/aurelle/products/tidal-cuff');
    expect((await detail()).json().product.prices_formatted.price).toBe('₹42,000');
    await second.get('/api/aurelle/products/search/tidal');

    const saved = await admin(
      first,
      'PUT',
      `/products/${created.id}`,
      { ...body, name: { en: 'Tidal Wave Cuff', fr: '' }, price: '45,500', version: 1 },
      { cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    expect(
      await within(1500, async () => {
        const product = (await detail()).json().product;
        return product?.prices_formatted.price === '₹45,500' && product.name === 'Tidal Wave Cuff';
      }),
    ).toBe(true);
    const found = (await second.get('/api/aurelle/products/search/wave')).json();
    expect(found.products.map((p: { name: string }) => p.name)).toEqual(['Tidal Wave Cuff']);

    await admin(
      first,
      'PUT',
      `/products/${created.id}`,
      {
        ...body,
        name: { en: 'Tidal Wave Cuff', fr: '' },
        price: '45,500',
        status: 'archived',
        version: 2,
      },
      { cookie },
    );
    expect(await within(1500, async () => (await detail()).statusCode === 404)).toBe(true);
    const sitemap = await second.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('tidal-cuff');
  });
});
