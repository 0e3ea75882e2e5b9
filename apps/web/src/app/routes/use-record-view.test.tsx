import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { getToken, setToken } from '../../lib/session.ts';
import { ensureVisitorId } from '../../lib/visitor.ts';
import { useGetRecentlyViewedQuery } from '../../features/activity/api/activity-api.ts';
import { useRecordView } from './use-record-view.ts';

/** The page's start is over: the idle task (a timer where idle callbacks are missing) has run. */
const afterStart = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => vi.unstubAllGlobals());

function Page({ id }: { id?: string }) {
  useRecordView(id);
  return <p>piece</p>;
}

describe('useRecordView (spec §7)', () => {
  it('records the visit once, after the start, with the token, without drawing the page again', async () => {
    const calls: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post('*/api/activity/recently-viewed/add', async ({ request }) => {
        calls.push({
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ products: [] });
      }),
    );
    setToken('token-1');
    let commits = 0;
    // The browser stays busy until the test says it is idle.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    renderWithProviders(
      <Profiler id="page" onRender={() => (commits += 1)}>
        <Page id="p-7" />
      </Profiler>,
    );
    await screen.findByText('piece');
    const drawn = commits;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    idle.forEach((work) => work());
    await waitFor(() =>
      expect(calls).toEqual([
        {
          body: { sessionId: ensureVisitorId(), product_id: 'p-7' },
          authorization: 'Bearer token-1',
        },
      ]),
    );
    expect(commits).toBe(drawn);
  });

  it('records nothing before the product is known, nor for a page left before', async () => {
    let called = false;
    server.use(
      http.post('*/api/activity/recently-viewed/add', () => {
        called = true;
        return HttpResponse.json({ products: [] });
      }),
    );
    renderWithProviders(<Page />);
    await screen.findByText('piece');
    renderWithProviders(<Page id="p-8" />).unmount();
    await afterStart();
    expect(called).toBe(false);
  });

  it('drops a token the API refuses (spec §4)', async () => {
    server.use(
      http.post('*/api/activity/recently-viewed/add', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    setToken('token-old');
    renderWithProviders(<Page id="p-9" />);
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('asks for the recently viewed list on screen again (spec §4)', async () => {
    let listed = 0;
    server.use(
      http.get('*/api/activity/recently-viewed/:sessionId', () => {
        listed += 1;
        return HttpResponse.json({ products: [] });
      }),
      http.post('*/api/activity/recently-viewed/add', () => HttpResponse.json({ products: [] })),
    );
    function Recent() {
      const { isSuccess } = useGetRecentlyViewedQuery(ensureVisitorId());
      return <p>{isSuccess ? 'listed' : 'listing'}</p>;
    }
    renderWithProviders(
      <>
        <Recent />
        <Page id="p-10" />
      </>,
    );
    await screen.findByText('listed');
    await waitFor(() => expect(listed).toBe(2));
  });
});
