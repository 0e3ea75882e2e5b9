import type { CartResponse } from '@aurelle/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cart, cartLine } from '../../../testing/mocks/data.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CartStep } from './cart-step.tsx';
import { Totals } from './totals.tsx';

/** One ₹30,000 piece with the shop's ₹500 shipping charge. */
function charged(): CartResponse {
  const line = {
    ...cartLine('1'),
    price: 30_000,
    prices_formatted: { price: '₹30,000', originalPrice: null },
  };
  return {
    ...cart([line]),
    shipping: 500,
    shippingFormatted: '₹500',
    finalTotal: 30_500,
    finalTotalFormatted: '₹30,500',
    finalTotalInrPaise: 30_500_00,
  };
}

describe('the shipping charge in the cart’s totals', () => {
  it('adds no line while shipping is free: spec §2’s totals word for word', () => {
    renderWithProviders(<Totals cart={cart([cartLine('1')])} />);
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shipping')).not.toBeInTheDocument();
    expect(screen.getByText('Cart Total')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,20,000');
  });

  it('shows the charge and an order total including it, in English and French', () => {
    const { unmount } = renderWithProviders(<Totals cart={charged()} />);
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    expect(screen.getByTestId('shipping')).toHaveTextContent('₹500');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹30,500');
    unmount();
    renderWithProviders(<Totals cart={charged()} />, { language: 'fr' });
    expect(screen.getByText('Livraison')).toBeInTheDocument();
    expect(screen.getByTestId('shipping')).toHaveTextContent('₹500');
  });

  it('shows the charge and the total with it on the cart step; free shipping keeps the cart total', () => {
    const { unmount } = renderWithProviders(<CartStep cart={charged()} onCheckout={vi.fn()} />);
    expect(screen.getByTestId('shipping')).toHaveTextContent('₹500');
    expect(screen.getByText('₹30,500')).toBeInTheDocument();
    unmount();
    renderWithProviders(<CartStep cart={cart([cartLine('1')])} onCheckout={vi.fn()} />);
    expect(screen.queryByTestId('shipping')).not.toBeInTheDocument();
  });
});
