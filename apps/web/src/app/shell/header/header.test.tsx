import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { cart, cartLine, product } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { Header } from './header.tsx';

const footerRef = { current: null };
const lines = (count: number) => cart(Array.from({ length: count }, (_, i) => cartLine(`p${i}`)));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.runOnlyPendingTimers();
  });
}

describe('Header (spec §2)', () => {
  it('shows Sign Up and no cart or wishlist when logged out', async () => {
    renderWithProviders(<Header footerRef={footerRef} />);
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wishlist' })).not.toBeInTheDocument();
  });

  it('shows the first name, wishlist and cart when logged in', async () => {
    setToken('token-1');
    renderWithProviders(<Header footerRef={footerRef} />);
    expect(await screen.findByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByRole('button', { name: /^Wishlist/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
  });

  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('caps the cart badge: %i lines show "%s"', async (count, shown) => {
    server.use(http.get('*/api/customer/cart', () => HttpResponse.json(lines(count))));
    setToken('token-1');
    renderWithProviders(<Header footerRef={footerRef} />);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: `Cart, ${count} items` })).toBeInTheDocument();
  });

  it.each([
    [1, '1', 'Wishlist, 1 piece'],
    [12, '9+', 'Wishlist, 12 pieces'],
  ])('counts the wishlist on its icon: %i saved show "%s"', async (count, shown, name) => {
    const wishlist = Array.from({ length: count }, (_, i) => ({
      ...product(String(i + 1)),
      description: '',
    }));
    server.use(http.get('*/api/customer/wishlist', () => HttpResponse.json({ wishlist })));
    setToken('token-1');
    renderWithProviders(<Header footerRef={footerRef} />);
    expect(await screen.findByTestId('wishlist-badge')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows no wishlist count while the wishlist is empty', async () => {
    setToken('token-1');
    renderWithProviders(<Header footerRef={footerRef} />);
    expect(await screen.findByRole('button', { name: 'Wishlist, 0 pieces' })).toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-badge')).not.toBeInTheDocument();
  });

  it('underlines Shop on any shop path and About on /about-us', async () => {
    const { unmount } = renderWithProviders(<Header footerRef={footerRef} />, {
      path: '/shop/rings',
    });
    expect(await screen.findByRole('link', { name: 'Shop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();
    renderWithProviders(<Header footerRef={footerRef} />, { path: '/about-us' });
    expect(await screen.findByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  });

  it('shows the currency bar on home only', async () => {
    const { unmount } = renderWithProviders(<Header footerRef={footerRef} />, { path: '/' });
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Header footerRef={footerRef} />, { path: '/about-us' });
    await screen.findByRole('link', { name: 'About' });
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });
});

describe('Header visibility on scroll (spec §2 Shell)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('hides after scrolling down more than 25 px and shows again when scrolling up', async () => {
    renderWithProviders(<Header footerRef={footerRef} />, { path: '/about-us' });
    await screen.findByRole('link', { name: 'About' });
    const header = document.querySelector('header');
    scrollTo(20);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(60);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(50);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('starts as the page already scrolled down needs, without waiting for a frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    renderWithProviders(<Header footerRef={footerRef} />, { path: '/about-us' });
    await screen.findByRole('link', { name: 'About' });
    const header = document.querySelector('header');
    expect(header).toHaveAttribute('data-stuck', 'true');
    expect(header).toHaveAttribute('data-hidden', 'true');
    // No frame is asked for until the page scrolls: the first read is not made inside one.
    expect(vi.getTimerCount()).toBe(0);
    scrollTo(0);
    expect(header).toHaveAttribute('data-stuck', 'false');
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('hides while the footer is on screen', async () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const footer = document.createElement('footer');
    renderWithProviders(<Header footerRef={{ current: footer }} />, { path: '/about-us' });
    await screen.findByRole('link', { name: 'About' });
    const header = document.querySelector('header');
    scrollTo(400);
    scrollTo(390);
    expect(header).toHaveAttribute('data-hidden', 'false');
    act(() => notify([{ isIntersecting: true }]));
    await waitFor(() => expect(header).toHaveAttribute('data-hidden', 'true'));
    vi.unstubAllGlobals();
  });
});
