import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SearchPanel } from './search-panel.tsx';

function renderPanel() {
  const onClose = vi.fn();
  const onAddToCart = vi.fn();
  const view = renderWithProviders(<SearchPanel onClose={onClose} onAddToCart={onAddToCart} />);
  return { ...view, onClose, onAddToCart };
}

describe('SearchPanel (spec §2)', () => {
  it('shows new arrivals when empty, 12 skeletons while searching, then suggestions', async () => {
    server.use(
      http.get('*/api/:brand/products/search/:name', async () => {
        await delay(150);
        return HttpResponse.json({ products: [product('7')] });
      }),
    );
    const { onAddToCart, onClose, router } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search product' }), 'pie');
    const skeletons = await screen.findByTestId('search-skeletons');
    expect(skeletons.querySelectorAll('li')).toHaveLength(12);

    const suggestions = await screen.findByRole(
      'region',
      { name: 'Suggestions' },
      { timeout: 2000 },
    );
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: '7' }));

    await userEvent.click(
      within(suggestions).getAllByRole('link', { name: /Piece 7/ })[0] as HTMLElement,
    );
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/product/piece-7');
  });

  it('says when nothing matches and offers new arrivals', async () => {
    renderPanel();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search product' }), 'zzqx');
    expect(
      await screen.findByText(
        'Could not find results for “zzqx”, explore other products?',
        undefined,
        {
          timeout: 2000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
  });

  it('requires a search on an empty submit', async () => {
    renderPanel();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search product' }), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Search is required');
  });
});
