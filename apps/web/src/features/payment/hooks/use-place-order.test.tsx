import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartLine, savedAddress } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { OrderChoice } from '../utils/order-body.ts';
import { usePlaceOrder } from './use-place-order.ts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

const address = savedAddress();
const choice: OrderChoice = {
  cart: cart([cartLine('9c3b818e-b3cf-45bd-b3f0-817ee2eff3dc')]),
  address,
  orderer: { user_id: 'c-1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  method: 'POD',
  couponCode: null,
  brand: 'aurelle',
};

/** Place Order as the payment step calls it, with a switch for another coupon (a new attempt). */
function Harness({ onOrdered }: { onOrdered: () => void }) {
  const { place, placing } = usePlaceOrder();
  const [coupon, setCoupon] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => void place({ ...choice, couponCode: coupon }, onOrdered)}
      >
        Place Order
      </button>
      <button type="button" onClick={() => setCoupon('AURELLE10')}>
        Coupon
      </button>
      <p>{placing ? 'placing' : 'idle'}</p>
    </>
  );
}

/** Answers each POST /order/add from `answers` in turn, recording its Idempotency-Key. */
function serveOrders(answers: number[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const status = answers[keys.length - 1] ?? 200;
      if (status !== 200) return HttpResponse.json({ message: 'Try again' }, { status });
      await new Promise((resolve) => setTimeout(resolve, 30));
      return HttpResponse.json({
        message: 'Order placed successfully.',
        data: { _id: 'o-1', orderNumber: 'AU-100001' },
      });
    }),
  );
  return keys;
}

describe('usePlaceOrder (spec §4 order placement; one idempotency key per attempt)', () => {
  beforeEach(() => notify.mockClear());

  it('retries a failed attempt under the same key, and places the order once', async () => {
    const keys = serveOrders([503, 200]);
    const onOrdered = vi.fn();
    renderWithProviders(<Harness onOrdered={onOrdered} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Try again'));
    expect(onOrdered).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledOnce());
    expect(notify).toHaveBeenCalledWith('success', 'Order placed successfully.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('ignores a second click while the first is placing', async () => {
    const keys = serveOrders([200]);
    const onOrdered = vi.fn();
    renderWithProviders(<Harness onOrdered={onOrdered} />);
    const place = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(place);
    await waitFor(() => expect(onOrdered).toHaveBeenCalledOnce());
    expect(keys).toHaveLength(1);
  });

  it('takes a new key for a changed order, and after one is placed', async () => {
    const keys = serveOrders([503, 503, 200, 200]);
    renderWithProviders(<Harness onOrdered={vi.fn()} />);
    const place = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.click(place);
    await waitFor(() => expect(keys).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Coupon' }));
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
    await userEvent.click(place);
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
    await userEvent.click(place);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order placed successfully.'),
    );
    await userEvent.click(place);
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });
});
