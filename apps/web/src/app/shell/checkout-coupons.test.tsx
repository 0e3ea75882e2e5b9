import type { Coupon } from '@aurelle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartLine } from '../../testing/mocks/data.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { clearCheckoutChoice, useCheckoutChoice } from '../../features/cart/checkout-choice.ts';
import { CheckoutStep } from '../../features/cart/components/checkout-step.tsx';
import { CouponList } from '../../features/coupon/components/coupon-list.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

const coupon = (code: string, over: Partial<Coupon> = {}): Coupon => ({
  _id: code,
  couponCode: code,
  title: `${code} title`,
  description: '',
  minimumAmount: 20000,
  minimumAmountFormatted: '₹20,000',
  couponQuantity: 5,
  endTime: '2099-12-31T18:29:59.000Z',
  ...over,
});

const coupons = [
  coupon('AURELLE10'),
  coupon('DIWALI15', { endTime: '2025-11-05T18:29:59.000Z' }),
  coupon('SOLITAIRE50K', { minimumAmount: 1000000, minimumAmountFormatted: '₹10,00,000' }),
  coupon('FIRSTLIGHT20', { couponQuantity: 0 }),
  coupon('LATE'),
];

/** The checkout step with its coupons, as the cart drawer composes it. */
function Step({ addressChosen = true, onProceed = vi.fn() }) {
  const { couponCode } = useCheckoutChoice();
  return (
    <CheckoutStep
      cart={cart([cartLine('1')])}
      couponCode={couponCode}
      address={<p>address</p>}
      renderCoupons={(choice) => <CouponList {...choice} />}
      addressChosen={addressChosen}
      onProceed={onProceed}
    />
  );
}

function serveCart() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/coupon/', () => HttpResponse.json({ coupons })),
    http.get('*/api/customer/cart', ({ request }) => {
      const code = new URL(request.url).searchParams.get('couponCode');
      asked.push(code);
      if (code === 'LATE')
        return HttpResponse.json(
          { message: 'Uh oh! This coupon is no longer available' },
          { status: 400 },
        );
      return HttpResponse.json(cart([cartLine('1')]));
    }),
  );
  return asked;
}

const openCoupons = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Coupons/ }));
  return screen.findByRole('button', { name: /AURELLE10/ });
};

describe('CheckoutStep coupons (spec §4 coupon, §5 coupon checks)', () => {
  beforeEach(() => {
    notify.mockClear();
    clearCheckoutChoice();
  });

  it('refuses in the browser first, in the spec order and words, without asking the server', async () => {
    const asked = serveCart();
    renderWithProviders(<Step />);
    await openCoupons();
    await userEvent.click(screen.getByRole('button', { name: /DIWALI15/ }));
    await userEvent.click(screen.getByRole('button', { name: /SOLITAIRE50K/ }));
    await userEvent.click(screen.getByRole('button', { name: /FIRSTLIGHT20/ }));
    expect(notify.mock.calls).toEqual([
      ['error', 'Sorry! This coupon has expired'],
      ['error', 'Oops! This coupon is valid on shopping of ₹ 10,00,000 or More'],
      ['error', 'Uh oh! This coupon is no longer available'],
    ]);
    expect(asked.filter(Boolean)).toEqual([]);
  });

  it('applies a coupon by fetching the cart with it; toggling it again clears it', async () => {
    const asked = serveCart();
    renderWithProviders(<Step />);
    const aurelle = await openCoupons();
    await userEvent.click(aurelle);
    await waitFor(() => expect(aurelle).toHaveAttribute('aria-pressed', 'true'));
    expect(asked).toContain('AURELLE10');
    expect(within(aurelle).getByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Coupons/ })).toHaveTextContent('AURELLE10');
    await userEvent.click(aurelle);
    expect(aurelle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server’s verdict when it refuses, and applies nothing', async () => {
    serveCart();
    renderWithProviders(<Step />);
    await openCoupons();
    const late = screen.getByRole('button', { name: /LATE/ });
    await userEvent.click(late);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Uh oh! This coupon is no longer available'),
    );
    expect(late).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps Proceed to Payment off until an address is chosen', async () => {
    serveCart();
    const onProceed = vi.fn();
    const { unmount } = renderWithProviders(<Step addressChosen={false} onProceed={onProceed} />);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    unmount();
    renderWithProviders(<Step onProceed={onProceed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(onProceed).toHaveBeenCalledOnce();
  });

  it('shows the totals, with Coupon savings only when there is a discount', () => {
    serveCart();
    renderWithProviders(<Step />);
    expect(screen.getByText('Cart Total')).toBeInTheDocument();
    expect(screen.getByText('Order Total')).toBeInTheDocument();
    expect(screen.queryByText('Coupon savings')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Expected delivery by \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}$/),
    ).toBeVisible();
  });
});
