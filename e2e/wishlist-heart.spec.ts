import { apiHeaders, newPerson, signUpViaApi } from './api-customer.ts';
import { expect, test } from './fixtures.ts';

// Sign-up through the API and a product page on a loaded machine: more than the default 30 s.
test.setTimeout(90_000);

test('the heart saves a product, and a saved heart removes it', async ({ page, request }) => {
  // A signed-in customer: sign up through the real API (demo mode answers the one-time code).
  const token = await signUpViaApi(request, newPerson('heart'));
  const wishlist = async () => {
    const res = await request.get('/api/customer/wishlist', {
      headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { wishlist: { slug: string }[] }).wishlist.map((w) => w.slug);
  };

  const list = await request.post('/api/aurelle/products?page=1&limit=1', {
    headers: apiHeaders,
    data: {},
  });
  const [product] = ((await list.json()) as { products: { slug: string; name: string }[] })
    .products;
  if (!product) throw new Error('no product in the demo catalogue');

  await page.addInitScript((value) => localStorage.setItem('user', value), token);
  await page.goto(`/product/${product.slug}`);
  const save = page.getByRole('button', { name: 'Add to wishlist', exact: true });
  await save.click();
  await expect(page.getByText('Saved to your wishlist.')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove from wishlist', exact: true });
  await expect(remove).toBeVisible();
  expect(await wishlist()).toEqual([product.slug]);

  // Opened again, a signed-in customer's product is the API's answer with its wishlist flag, asked
  // for with the token: not the visitor's answer the page carries (decision 0049 §2).
  const asked: (string | undefined)[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname === `/api/aurelle/products/${product.slug}`)
      asked.push(call.headers().authorization);
  });
  await page.reload();
  await expect(remove).toBeVisible();
  expect(asked).toEqual([`Bearer ${token}`]);

  await remove.click();
  await expect(page.getByText('Removed from your wishlist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wishlist', exact: true })).toBeVisible();
  expect(await wishlist()).toEqual([]);
});
