import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentCalls } from '@aurelle/contract';
import { product } from '../testing/mocks/data.ts';
import { server } from '../testing/mocks/server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { refreshAfter, type Change } from './refresh.ts';
import { setToken } from './session.ts';
import { useApiMutation, useApiQuery } from './use-api.ts';

/** Answers the bridal in-focus block with how many times it was asked for, in its title. */
function countInFocusCalls() {
  let calls = 0;
  server.use(
    http.get('*/api/:brand/infocus/:block', () => {
      calls += 1;
      return HttpResponse.json({
        name: 'infocus_bridal',
        title: `Asked ${calls}`,
        subtitle: '',
        products: [],
      });
    }),
  );
}

function InFocusTitle() {
  const save = useApiMutation(
    (body: { product_id: string }) => ({ method: 'POST', path: '/customer/wishlist', body }),
    { refreshes: 'wishlist' },
  );
  const block = useApiQuery<{ title: string }>(contentCalls.inFocus('aurelle', 'bridal'));
  return (
    <>
      <p>{block.data?.title ?? 'loading'}</p>
      <button type="button" onClick={() => save.mutate({ product_id: '3' })}>
        Save
      </button>
    </>
  );
}

/** Each query a change can refresh, by name, and the path it calls. */
const QUERIES = {
  profile: '/customer/profile',
  cart: '/customer/cart',
  wishlist: '/customer/wishlist',
  'in-focus': '/aurelle/infocus/bridal',
  orders: '/order/',
  coupons: '/coupon/',
  'recently-viewed': '/activity/recently-viewed/v-1',
} as const;
type QueryName = keyof typeof QUERIES;

/** Counts the calls of every query above; each answers `{}`. */
function countCalls() {
  const calls = new Map<string, number>();
  server.use(
    http.get('*/api/*', ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      calls.set(path, (calls.get(path) ?? 0) + 1);
      return HttpResponse.json({});
    }),
  );
  return calls;
}

function Shown({ name }: { name: QueryName }) {
  const { isSuccess } = useApiQuery({ name, method: 'GET', path: QUERIES[name] });
  return <p>{isSuccess ? `${name} shown` : `${name} loading`}</p>;
}

describe('spec §4 cache refresh after changes (lib/refresh.ts)', () => {
  // The spec's rules, word for word: each change and what it refreshes.
  const rules: [Change, QueryName[]][] = [
    ['address', ['profile']],
    ['cart', ['cart', 'wishlist']],
    ['wishlist', ['wishlist', 'in-focus', 'cart']],
    ['order', ['orders', 'cart', 'profile', 'wishlist']],
    ['coupon', ['cart', 'coupons']],
    ['recentlyViewed', ['cart', 'coupons', 'recently-viewed']],
  ];

  it.each(rules)('%s refreshes %j, and nothing else on screen', async (change, refreshed) => {
    setToken('token-1');
    const calls = countCalls();
    const names = Object.keys(QUERIES) as QueryName[];
    const { queryClient } = renderWithProviders(
      <>
        {names.map((name) => (
          <Shown key={name} name={name} />
        ))}
      </>,
    );
    for (const name of names) await screen.findByText(`${name} shown`);
    await refreshAfter(queryClient, change);
    for (const name of names) {
      expect(calls.get(QUERIES[name]), name).toBe(refreshed.includes(name) ? 2 : 1);
    }
  });

  it('a saved product asks for the in-focus blocks on screen again, with their wishlist flags', async () => {
    countInFocusCalls();
    server.use(
      http.post('*/api/customer/wishlist', () =>
        HttpResponse.json({ wishlist: [{ ...product('3'), description: 'A ring.' }] }),
      ),
    );
    setToken('token-1');
    renderWithProviders(<InFocusTitle />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asked 2')).toBeInTheDocument();
  });

  it('a failed save asks for nothing again', async () => {
    countInFocusCalls();
    let saves = 0;
    server.use(
      http.post('*/api/customer/wishlist', () => {
        saves += 1;
        return HttpResponse.json({ message: 'No such product' }, { status: 404 });
      }),
    );
    setToken('token-1');
    renderWithProviders(<InFocusTitle />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toBe(1));
    expect(screen.getByText('Asked 1')).toBeInTheDocument();
  });

  it('a sign-in or a sign-out asks for them again, as the new customer or the visitor', async () => {
    countInFocusCalls();
    const sent: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/infocus/')) sent.push(request.headers.get('authorization'));
    });
    renderWithProviders(<InFocusTitle />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    setToken('token-2');
    expect(await screen.findByText('Asked 2')).toBeInTheDocument();
    setToken(null);
    // The visitor's blocks were kept: shown again without a call.
    await waitFor(() => expect(screen.getByText('Asked 1')).toBeInTheDocument());
    server.events.removeAllListeners();
    expect(sent).toEqual([null, 'Bearer token-2']);
  });
});
