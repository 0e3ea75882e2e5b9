import {
  catalogCalls,
  contentCalls,
  FIRST_SCREEN_DATA_ID,
  queryKeyOf,
  type FirstScreenData,
} from '@aurelle/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categories } from '../testing/mocks/data.ts';
import { server } from '../testing/mocks/server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { createQueryClient, hydrateFirstScreen } from './query-client.ts';
import { setToken } from './session.ts';
import { useApiQuery } from './use-api.ts';

/** Writes a page's first-screen data as the server does: a dehydrated client's queries. */
function writePageData(lang: 'en' | 'fr', entries: [ReturnType<typeof queryKeyOf>, unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  const page: FirstScreenData = { lang, currency: 'INR', state: dehydrate(client) };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = JSON.stringify(page);
  document.body.append(script);
}

function Names() {
  const { data } = useApiQuery<{ categories: { name: string }[] }>(catalogCalls.categories());
  return <p>{data ? data.categories.map((category) => category.name).join(', ') : 'loading'}</p>;
}

/** Counts the API's calls for the categories, answered with one called "From the API". */
function countCategoryCalls() {
  const calls: (string | null)[] = [];
  server.use(
    http.get('*/api/category/show', ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({ categories: [{ ...categories[0], name: 'From the API' }] });
    }),
  );
  return calls;
}

describe('a visitor’s first-screen data, hydrated from the page (docs/decisions/0049 §2)', () => {
  const pageCategories = { categories: [{ ...categories[0], name: 'From the page' }] };

  it('draws the page’s data without a call, and takes the element out of the page', async () => {
    const calls = countCategoryCalls();
    writePageData('en', [[queryKeyOf(catalogCalls.categories()), pageCategories]]);
    const queryClient = createQueryClient();
    hydrateFirstScreen(queryClient);
    renderWithProviders(<Names />, { queryClient });
    expect(await screen.findByText('From the page')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
  });

  it('calls the API when the page was drawn in another language', async () => {
    const calls = countCategoryCalls();
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    writePageData('en', [[queryKeyOf(catalogCalls.categories()), pageCategories]]);
    const queryClient = createQueryClient();
    hydrateFirstScreen(queryClient);
    renderWithProviders(<Names />, { queryClient });
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(calls).toEqual([null]);
  });

  it('calls the API for a signed-in customer, whose answers carry their wishlist flags', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/:brand/products/:id', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ product: { _id: 'p-1', name: 'From the API' } });
      }),
    );
    setToken('token-1');
    writePageData('en', [
      [queryKeyOf(catalogCalls.product('aurelle', 'p-1')), { product: { name: 'From the page' } }],
      [queryKeyOf(contentCalls.settings()), { data: {} }],
    ]);
    const queryClient = createQueryClient();
    hydrateFirstScreen(queryClient);
    function Name() {
      const { data } = useApiQuery<{ product: { name: string } }>(
        catalogCalls.product('aurelle', 'p-1'),
      );
      return <p>{data?.product.name ?? 'loading'}</p>;
    }
    renderWithProviders(<Name />, { queryClient });
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(sent).toEqual(['Bearer token-1']);
    expect(queryClient.getQueryData(queryKeyOf(contentCalls.settings()))).toBeUndefined();
  });
});
