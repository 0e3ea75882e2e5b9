import type { CartLine } from '@aurelle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartLine } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CartStep } from './cart-step.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

/** Records each DELETE /customer/cart body and answers the cart as it was. */
function recordRemovals(lines: CartLine[]) {
  const bodies: unknown[] = [];
  server.use(
    http.delete('*/api/customer/cart', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(cart(lines));
    }),
  );
  return bodies;
}

const ring: CartLine = {
  ...cartLine('1', 2),
  variant: [{ optionValue: '12', code: 'size', name: 'Ring size', label: '12' }],
};

describe('CartStep (spec §2 cart step, §7 decrement rule, §8)', () => {
  beforeEach(() => notify.mockClear());

  it('shows each line with its variant, price, quantity and the total', () => {
    renderWithProviders(<CartStep cart={cart([ring, cartLine('2')])} onCheckout={vi.fn()} />);
    const [first] = screen.getAllByTestId('cart-line');
    if (!first) throw new Error('no cart line');
    expect(within(first).getByText('Piece 1')).toBeInTheDocument();
    expect(within(first).getByText('Ring size: 12')).toBeInTheDocument();
    expect(within(first).getByText('₹1,20,000')).toBeInTheDocument();
    expect(within(first).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(screen.getByText('₹3,60,000')).toBeInTheDocument();
    expect(screen.getByText('Prices include GST')).toBeInTheDocument();
  });

  it('the minus above 1 sends decrement: true and keeps the line, with no toast', async () => {
    const bodies = recordRemovals([ring]);
    renderWithProviders(<CartStep cart={cart([ring])} onCheckout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'One less Piece 1' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      product_id: '1',
      variant: [{ optionValue: '12' }],
      decrement: true,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('the remove icon, and the minus at 1, send decrement: false and say so', async () => {
    const single = cartLine('2', 1);
    const bodies = recordRemovals([]);
    renderWithProviders(<CartStep cart={cart([ring, single])} onCheckout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Piece 1 from the cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'One less Piece 2' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { product_id: '1', variant: [{ optionValue: '12' }], decrement: false },
      { product_id: '2', variant: [], decrement: false },
    ]);
    expect(notify).toHaveBeenCalledWith('success', 'Piece 1 removed from cart successfully.');
    expect(notify).toHaveBeenCalledWith('success', 'Piece 2 removed from cart successfully.');
  });

  it('sends each tap with a key of its own, so a retried minus or plus is applied once', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.all('*/api/customer/cart', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(cart([ring]));
      }),
    );
    renderWithProviders(<CartStep cart={cart([ring])} onCheckout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'One less Piece 1' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'One more Piece 1' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    // The cart refreshed after each change is a GET, without a key.
    const sent = keys.filter((key) => key !== null);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('the plus adds one unit of the same variant; a refusal shows the server message', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/customer/cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Only 2 left in stock' }, { status: 409 });
      }),
    );
    renderWithProviders(<CartStep cart={cart([ring])} onCheckout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'One more Piece 1' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Only 2 left in stock'));
    expect(bodies).toEqual([
      { products: [{ product_id: '1', quantity: 1, variant: [{ optionValue: '12' }] }] },
    ]);
  });

  it('marks a sold-out line and keeps Checkout off while it is there', () => {
    const soldOut = { ...cartLine('3'), stock: 0 };
    renderWithProviders(<CartStep cart={cart([soldOut])} onCheckout={vi.fn()} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more Piece 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Remove the pieces that are out of stock to check out.')).toBeVisible();
  });

  it('Checkout goes on to the next step', async () => {
    const onCheckout = vi.fn();
    renderWithProviders(<CartStep cart={cart([cartLine('1')])} onCheckout={onCheckout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });
});
