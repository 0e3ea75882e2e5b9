import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { server } from '../testing/mocks/server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { appRoutes } from './route-table.ts';

const renderAt = (path: string, queryClient?: QueryClient) =>
  renderWithProviders(null, { path, routes: appRoutes, queryClient });

/** The screen's title, its one level-1 heading, appears. */
const expectPageTitle = async (name: string) =>
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();

describe('routes (spec §2)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the not-found screen for any other path', async () => {
    renderAt('/no/such/page');
    await expectPageTitle('This page has slipped away');
  });

  it('redirects /profile and /orders to / without a user in local storage', async () => {
    const { router } = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the profile-and-orders screen with a user in local storage', async () => {
    setToken('token-1');
    renderAt('/orders');
    await expectPageTitle('Asha Rao');
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('renders nothing inside the page on /contact', async () => {
    renderAt('/contact');
    await screen.findByRole('link', { name: 'Sign Up' });
    const main = document.querySelector('main');
    await waitFor(() => expect(main).toBeEmptyDOMElement());
  });

  it('serves the labs page under the brand slug', async () => {
    renderAt('/aurelle-labs');
    await expectPageTitle('Our co-creation studio');
  });

  it('shows /faqs as customer care without the quote e-mail', async () => {
    const { unmount } = renderAt('/customer-care');
    expect(await screen.findByTestId('quote-email')).toHaveTextContent('care@aurelle.example');
    unmount();
    renderAt('/faqs');
    await expectPageTitle('Frequently asked questions');
    expect(screen.queryByTestId('quote-email')).not.toBeInTheDocument();
  });

  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
  ])('opens the auth drawer at %s, over the home page, on the %s tab', async (path, tab) => {
    renderAt(path);
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    expect(await within(dialog).findByRole('tab', { name: tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leaves /login for plain home when the auth drawer closes', async () => {
    const { router } = renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('scrolls to the top on a path change, but not for /login and /signup', async () => {
    const { router } = renderAt('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const scroll = vi.mocked(window.scrollTo);
    scroll.mockClear();
    await router.navigate('/jewellery-care');
    await screen.findByRole('heading', { level: 1, name: 'Jewellery care' });
    // The scroll is an effect after the new page's commit: on a loaded machine it can land just
    // after the heading is found.
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
    scroll.mockClear();
    await router.navigate('/login');
    await screen.findByRole('dialog', { name: 'Your account' });
    expect(scroll).not.toHaveBeenCalled();
  });

  it('takes the page title from seo_setting, overridden by a content page', async () => {
    const { router } = renderAt('/');
    await waitFor(() => expect(document.title).toBe('Aurelle | Fine diamond jewellery'));
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Aurelle',
    );
    await router.navigate('/size-guide');
    await waitFor(() => expect(document.title).toBe('Size guide | Aurelle'));
  });

  it("names the shop's, a category's and a search's page as the server's head does", async () => {
    const { router } = renderAt('/shop');
    await waitFor(() => expect(document.title).toBe('Shop | Aurelle'));
    await router.navigate('/shop/rings');
    await waitFor(() => expect(document.title).toBe('Rings | Aurelle'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Rings.');
    await router.navigate('/search/halo');
    await waitFor(() => expect(document.title).toBe('Search: halo | Aurelle'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Aurelle | Fine diamond jewellery'));
  });

  it('writes no default over a head that already names the page, and nothing equal to it', async () => {
    // A first visit loads seo_setting and the category; the next page at the same path has them
    // at its first render, as a page that opens with its first screen's data does (boot.tsx).
    const queryClient = createQueryClient();
    const first = renderAt('/shop/rings', queryClient);
    await waitFor(() => expect(document.title).toBe('Rings | Aurelle'));
    first.unmount();
    const titles: string[] = [];
    const written: MutationRecord[] = [];
    const observer = new MutationObserver((records) => {
      titles.push(document.title);
      written.push(
        ...records.filter((record) => {
          const node =
            record.target.nodeType === Node.TEXT_NODE ? record.target.parentNode : record.target;
          return node instanceof Element && ['TITLE', 'META', 'HTML'].includes(node.tagName);
        }),
      );
    });
    observer.observe(document.documentElement, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
    renderAt('/shop/rings', queryClient);
    await expectPageTitle('Rings');
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    expect(titles.filter((title) => title !== 'Rings | Aurelle')).toEqual([]);
    expect(written).toEqual([]);
  });

  it('shows a screen that throws as an error with a reload, until the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('broken screen');
    };
    const { router } = renderWithProviders(null, {
      path: '/broken',
      routes: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <Link to="/broken">Back</Link> },
      ],
    });
    await expectPageTitle('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await router.navigate('/fine');
    expect(await screen.findByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('a page the server answered 404: a product or category the shop does not have', () => {
  let status: HTMLMetaElement;
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // What the server writes into such a page (modules/page/page-html.ts).
    status = document.createElement('meta');
    status.name = 'aurelle-status';
    status.content = '404';
    document.head.append(status);
  });
  afterEach(() => {
    status.remove();
    vi.restoreAllMocks();
  });

  it('shows the not-found screen at that address, and the route’s own screen once the app moves on', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/:brand/products/:slug', ({ params }) => {
        asked.push(String(params.slug));
        return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      }),
    );
    const { router } = renderAt('/product/no-such-piece');
    await expectPageTitle('This page has slipped away');
    await waitFor(() => expect(document.title).toBe('Page not found'));
    // Another address is the app's own navigation: its route shows what it always has.
    await router.navigate('/product/another-missing-piece');
    expect(await screen.findByText('We could not find this piece.')).toBeInTheDocument();
    expect(asked).toEqual(['another-missing-piece']);
    await router.navigate('/product/no-such-piece');
    await expectPageTitle('This page has slipped away');
  });
});
