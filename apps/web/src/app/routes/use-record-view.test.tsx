import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ensureVisitorId } from '../../lib/visitor.ts';
import { getStore } from '../store.ts';
import { useRecordView } from './use-record-view.ts';

/** The page's start is over: the idle task (a timer where idle callbacks are missing) has run. */
const afterStart = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useRecordView (spec §7)', () => {
  it('records the visit once, after the start, without drawing the page again', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/activity/recently-viewed/add', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ products: [] });
      }),
    );
    let renders = 0;
    function Page() {
      renders += 1;
      useRecordView('p-7');
      return <p>piece</p>;
    }
    renderWithProviders(<Page />);
    await screen.findByText('piece');
    const drawn = renders;
    // Nothing is sent while the page starts.
    expect(bodies).toEqual([]);

    await waitFor(() =>
      expect(bodies).toEqual([{ sessionId: ensureVisitorId(), product_id: 'p-7' }]),
    );
    // Answered, and its entry gone from the shop's store, as a mutation hook's would be.
    await waitFor(() => expect(getStore().getState().api.mutations).toEqual({}));
    expect(renders).toBe(drawn);
  });

  it('records nothing before the product is known, nor for a page left before', async () => {
    let called = false;
    server.use(
      http.post('*/api/activity/recently-viewed/add', () => {
        called = true;
        return HttpResponse.json({ products: [] });
      }),
    );
    function Page({ id }: { id?: string }) {
      useRecordView(id);
      return <p>loading</p>;
    }
    renderWithProviders(<Page />);
    await screen.findByText('loading');
    const left = renderWithProviders(<Page id="p-8" />);
    left.unmount();
    await afterStart();
    expect(called).toBe(false);
  });
});
