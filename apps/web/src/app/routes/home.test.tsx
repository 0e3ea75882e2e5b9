import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categories, product } from '../../testing/mocks/data.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import {
  FakeObserver,
  fakeIntersectionObserverInEachTest,
} from '../../testing/fake-intersection-observer.ts';
import { HomeRoute } from './home.tsx';

fakeIntersectionObserverInEachTest();

/** The observers of home's lazy groups, in the page's order. */
const lazyGroups = () =>
  FakeObserver.all.filter((observer) =>
    observer.elements.some((element) => element.classList.contains('below-fold')),
  );

describe('home (spec §2)', () => {
  it('builds the first slider as the visitor nears it, not with new arrivals', async () => {
    const inFocus: string[] = [];
    server.use(
      http.get('*/api/:brand/infocus/:block', ({ params }) => {
        inFocus.push(String(params.block));
        return HttpResponse.json({
          name: `infocus_${String(params.block)}`,
          title: 'Bridal edit',
          subtitle: '',
          products: [product('3')],
        });
      }),
    );
    renderWithProviders(<HomeRoute />);
    const [newArrivals, bridal] = lazyGroups();
    act(() => newArrivals?.reach());
    expect(
      await screen.findByRole('heading', { name: 'New arrivals', level: 2 }),
    ).toBeInTheDocument();
    // A screen further down: neither built nor asked for yet.
    expect(screen.queryByRole('heading', { name: 'Bridal edit' })).toBeNull();
    expect(inFocus).toEqual([]);
    act(() => bridal?.reach());
    expect(await screen.findByRole('heading', { name: 'Bridal edit' })).toBeInTheDocument();
    await waitFor(() => expect(inFocus).toEqual(['bridal']));
  });
});

describe('home’s category tiles', () => {
  const category = (slug: string, name: string) => ({
    _id: slug,
    slug,
    name,
    description: '',
    image: null,
    productCount: 2,
  });
  const three = [
    ...categories,
    category('earrings', 'Earrings'),
    category('necklaces', 'Necklaces'),
  ];
  /** The tiles' names, in the page's order. */
  const tileNames = () => {
    const section = document.getElementById('categories-title')?.closest('section');
    return [...(section?.querySelectorAll('li a p') ?? [])].map(
      (name) => name.firstChild?.textContent,
    );
  };

  it('shows the categories the owner chose, in the owner’s order', async () => {
    server.use(
      http.get('*/api/category/show', () => HttpResponse.json({ categories: three })),
      http.get('*/api/setting/store-customization/home_categories', () =>
        HttpResponse.json({
          name: 'home_categories',
          // A category the shop no longer has is left out.
          data: [{ slug: 'necklaces' }, { slug: 'gone' }, { slug: 'rings' }],
        }),
      ),
    );
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(tileNames()).toEqual(['Necklaces', 'Rings']));
  });

  it('shows every category in the catalogue’s order without the owner’s choice', async () => {
    server.use(http.get('*/api/category/show', () => HttpResponse.json({ categories: three })));
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(tileNames()).toEqual(['Rings', 'Earrings', 'Necklaces']));
  });
});
