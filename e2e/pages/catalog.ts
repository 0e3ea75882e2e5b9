import type { APIRequestContext } from '@playwright/test';
import { DEMO_API_KEY } from '../fixtures.ts';

type Summary = {
  slug: string | null;
  _id: string;
  name: string;
  prices_formatted: { price: string };
};

const headers = (currency = 'INR') => ({ 'x-api-key': DEMO_API_KEY, 'x-currency': currency });

/** The brand's name and slug as the server is configured (never hard-coded). */
export async function brand(request: APIRequestContext): Promise<{ name: string; slug: string }> {
  const res = await request.get('/api/setting/global/all', { headers: headers() });
  const { data } = (await res.json()) as { data: { brand_name: string; brand_slug: string } };
  return { name: data.brand_name, slug: data.brand_slug };
}

/** The newest products, straight from the API, in a currency. */
export async function newArrivals(
  request: APIRequestContext,
  currency = 'INR',
): Promise<Summary[]> {
  const { slug } = await brand(request);
  const res = await request.post(`/api/${slug}/products?list_type=new-arrival&limit=4`, {
    headers: headers(currency),
    data: {},
  });
  return ((await res.json()) as { products: Summary[] }).products;
}
