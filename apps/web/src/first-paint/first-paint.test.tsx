import type { FirstPaintData, ProductSummary } from '@aurelle/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import fr from '../../public/locales/fr.json';
import { ShopRoute } from '../app/routes/shop.tsx';
import { ProductRoute } from '../app/routes/product.tsx';
import { HeroBanner } from '../features/content/components/hero-banner.tsx';
import { product } from '../testing/mocks/data.ts';
import { server } from '../testing/mocks/server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { renderFirstPaint } from './server.tsx';

/**
 * The server's first paint (server.tsx, as the API runs it) must be what the app draws for the
 * same data, element for element and class for class: the two share the page's stylesheet and the
 * app replaces the paint in place. A change to a component the paint draws shows up here.
 */

const strings = { en, fr };

/** The server's markup, parsed as the browser parses the page. */
function painted(data: FirstPaintData, lang: 'en' | 'fr' = 'en'): HTMLElement {
  const html = renderFirstPaint(data, { lang, strings, brandName: 'Aurelle' });
  if (!html) throw new Error('no first paint');
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const paint = holder.querySelector<HTMLElement>('#first-paint');
  if (!paint) throw new Error('no #first-paint element');
  return paint;
}

/**
 * An element as markup and classes: tag, attributes (the selected option aside: the server writes
 * it as an attribute, React sets the select's value), a select's value, text, then its children.
 */
function shape(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'selected')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  if (element instanceof HTMLSelectElement) attributes.push(`value=${element.value}`);
  const children = [...element.childNodes].map((node) =>
    node instanceof Element ? shape(node) : (node.textContent ?? '').trim(),
  );
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
}

function one(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a list’s first paint', () => {
  // The list as the shop's API answers it, with a reduced price among the first products. The
  // first paint carries each product's first image only (the hover image is never seen before
  // the app takes over), so these have one.
  const products: ProductSummary[] = ['1', '2', '3', '4'].map((id) => ({
    ...product(id, `₹${id},20,000`),
    image: [`/media/products/piece-${id}-1.svg`],
  }));
  const reduced = products[1];
  if (reduced) reduced.prices_formatted = { price: '₹2,20,000', originalPrice: '₹3,00,000' };
  const data: FirstPaintData = {
    kind: 'list',
    title: 'Rings',
    description: 'Rings.',
    total: 4,
    cards: products.map((p) => ({
      _id: p._id,
      slug: p.slug,
      image: p.image[0] ?? '',
      name: p.name,
      price: p.prices_formatted.price,
      originalPrice: p.prices_formatted.originalPrice ?? undefined,
    })),
  };

  async function appList(language: 'en' | 'fr' = 'en') {
    server.use(
      http.post('*/api/:brand/products', () =>
        HttpResponse.json({ products, total: 4, page: 1, limit: 10, totalPages: 1 }),
      ),
    );
    const { container } = renderWithProviders(null, {
      path: '/shop/rings',
      language,
      routes: [{ path: '/shop/:category', element: <ShopRoute /> }],
    });
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(4));
    await waitFor(() => expect(one(container, 'header h1').textContent).toBe('Rings'));
    return container;
  }

  it('draws the app’s title row: eyebrow, title, Filters and Sort, description and count', async () => {
    const app = await appList();
    const paint = painted(data);
    expect(shape(one(paint, 'header'))).toBe(shape(one(app, 'header')));
    expect(paint.textContent).toContain('4 pieces');
  });

  it('draws the app’s first cards, the first image eager and high priority', async () => {
    const app = await appList();
    const paint = painted(data);
    const appCards = [...app.querySelectorAll('ul > li')].slice(0, 4);
    // The wishlist heart is the route's control over each card: the paint draws no control.
    for (const card of appCards) card.querySelector('[class*="action"]')?.remove();
    expect(appCards).toHaveLength(4);
    expect(shape(one(paint, 'ul'))).toBe(
      shape(one(app, 'ul')).replace(/^(<ul [^>]*>)[\s\S]*$/, (_, open: string) => open) +
        appCards.map(shape).join('') +
        '</>',
    );
    const first = one(paint, 'article img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('stays out of reach: hidden from assistive technology and inert', () => {
    const paint = painted(data);
    expect(paint.getAttribute('aria-hidden')).toBe('true');
    expect(paint.hasAttribute('inert')).toBe(true);
    expect(paint.className).toBe('first-paint first-paint--list');
  });

  it('speaks the page’s language, with the app’s title for the whole shop', async () => {
    const paint = painted({ ...data, title: undefined, description: undefined }, 'fr');
    expect(one(paint, 'h1').textContent).toBe(fr.catalog.allTitle);
    expect(paint.textContent).toContain(fr.filters.open);
    expect(paint.textContent).toContain('4 pièces');
  });

  it('draws nothing without the UI strings', () => {
    expect(
      renderFirstPaint(data, { lang: 'fr', strings: { fr }, brandName: 'Aurelle' }),
    ).toBeUndefined();
  });
});

describe('a product’s first paint', () => {
  const detail = {
    ...product('9'),
    image: ['/media/products/piece-9-1.svg'],
    prices_formatted: { price: '₹1,20,000', originalPrice: '₹1,50,000' },
    collection: { _id: 'k1', slug: 'opus', name: 'Opus' },
    description: 'A ring.',
    media: [{ file_url: '/media/products/piece-9-1.svg', type: 'image' }],
    variants: [],
    attributes: [],
  };

  it('draws the page’s frame, eyebrow, name and price, and the gallery’s first image', async () => {
    server.use(http.get('*/api/:brand/products/:id', () => HttpResponse.json({ product: detail })));
    const { container: app } = renderWithProviders(null, {
      path: '/product/piece-9',
      routes: [{ path: '/product/:slug', element: <ProductRoute /> }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Piece 9' });
    const paint = painted({
      kind: 'product',
      image: '/media/products/piece-9-1.svg',
      eyebrow: 'Opus',
      name: 'Piece 9',
      price: '₹1,20,000',
      originalPrice: '₹1,50,000',
    });
    const layout = one(app, 'h1').parentElement?.parentElement;
    if (!layout) throw new Error('no layout');
    // The same frame: the layout, then the details column.
    expect(one(paint, '.container > div').className).toBe(layout.className);
    const details = one(paint, 'h1').parentElement;
    const appDetails = one(app, 'h1').parentElement;
    if (!details || !appDetails) throw new Error('no details');
    expect(details.className).toBe(appDetails.className);
    // Eyebrow, name and price as the page draws them (the page goes on with its description).
    const heading = (root: Element) => [...root.children].slice(0, 3).map(shape).join('');
    expect(heading(details)).toBe(heading(appDetails));
    expect(one(paint, 'img').getAttribute('src')).toBe(
      one(app, `img[src="${detail.image[0]}"]`).getAttribute('src'),
    );
  });
});

describe('home’s first paint', () => {
  it('is the hero’s picture', async () => {
    server.use(
      http.get('*/api/setting/store-customization/home_banners', () =>
        HttpResponse.json({
          name: 'home_banners',
          data: [
            {
              image: '/media/banners/hero.svg',
              title: 'Opus',
              subtitle: 'New',
              cta_label: 'Shop',
              cta_link: '/shop/opus',
            },
          ],
        }),
      ),
    );
    const { container } = renderWithProviders(<HeroBanner />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const paint = painted({ kind: 'home', image: '/media/banners/hero.svg' });
    expect(one(paint, 'img').getAttribute('src')).toBe(one(container, 'img').getAttribute('src'));
    expect(paint.getAttribute('aria-hidden')).toBe('true');
  });
});
