import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ensureVisitorId } from '../../../lib/visitor.ts';
import { useRecordView } from './use-record-view.ts';

describe('useRecordView (spec §7)', () => {
  it('records the visit once, without drawing the page again as the call starts and ends', async () => {
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
    const { store } = renderWithProviders(<Page />);
    await screen.findByText('piece');
    const drawn = renders;

    await waitFor(() =>
      expect(bodies).toEqual([{ sessionId: ensureVisitorId(), product_id: 'p-7' }]),
    );
    // Answered, and its entry gone from the store, as a mutation hook's would be.
    await waitFor(() => expect(store.getState().api.mutations).toEqual({}));
    expect(renders).toBe(drawn);
  });

  it('records nothing before the product is known', async () => {
    let called = false;
    server.use(
      http.post('*/api/activity/recently-viewed/add', () => {
        called = true;
        return HttpResponse.json({ products: [] });
      }),
    );
    function Page() {
      useRecordView(undefined);
      return <p>loading</p>;
    }
    renderWithProviders(<Page />);
    await screen.findByText('loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toBe(false);
  });
});
