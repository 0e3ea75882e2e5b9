import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerVariants,
  BRIDAL,
  group,
  product,
  productRow,
  RINGS,
} from '../../testing/catalog-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { findRows } from '../../testing/queries.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerTwoPages, server } from '../../testing/server.ts';

function answerGroups() {
  return answer('listGroups', ({ params }) =>
    HttpResponse.json({
      items:
        params.kind === 'categories' ? [group(RINGS, 'Rings', 4)] : [group(BRIDAL, 'Bridal', 2)],
    }),
  );
}

describe('product list', () => {
  it('puts the search, filters, sort and page in the address and in the call', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answerGroups(),
      answerTwoPages('listProducts', calls, {
        items: [
          productRow(),
          productRow({ id: 'x2', name: 'Pearl drops', stock: 0, metal: 'gold-22k' }),
        ],
        total: 120,
      }),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('listAttributes', () => HttpResponse.json({ items: [] })),
    );
    const { user, router } = renderApp('/products');
    const rows = await findRows('Products');
    expect(rows[0]).toHaveTextContent(/Céleste halo ring.*RNG-CEL-01.*Active.*₹1,23,456\.00.*2Low/);
    // A price that follows the day's metal rate says so under it.
    expect(rows[1]).toHaveTextContent(/Pearl drops.*₹1,23,456\.0022K gold rate.*0Sold out/);
    expect(screen.getByText('1–2 of 120 products')).toBeInTheDocument();
    expect(calls.at(-1)?.get('sort')).toBe('updated');
    expect(calls.at(-1)?.get('order')).toBe('desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'halo');
    await expect.poll(() => router.state.location.search).toBe('?q=halo');
    await expect.poll(() => calls.at(-1)?.get('q')).toBe('halo');

    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    screen.getByRole('combobox', { name: 'Category' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Rings' }));
    await expect
      .poll(() => router.state.location.search)
      .toBe(`?q=halo&category=${RINGS}&status=active`);
    await expect.poll(() => calls.at(-1)?.get('categoryId')).toBe(RINGS);
    expect(calls.at(-1)?.get('status')).toBe('active');

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await expect.poll(() => calls.at(-1)?.get('sort')).toBe('price');
    expect(calls.at(-1)?.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await expect.poll(() => calls.at(-1)?.get('order')).toBe('asc');
    expect(router.state.location.search).toContain('sort=price&order=asc');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => calls.at(-1)?.get('after')).toBe('cursor-2');
    expect(router.state.location.search).toContain('after=cursor-2&page=2');
    expect(await screen.findByText('51–52 of 120 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await expect.poll(() => router.state.location.search).not.toContain('after');

    await user.click(screen.getByRole('link', { name: 'Céleste halo ring' }));
    await expect
      .poll(() => router.state.location.pathname)
      .toBe(`/admin/products/${productRow().id}`);
    expect(
      await screen.findByRole('heading', { name: 'Céleste halo ring', level: 1 }),
    ).toBeInTheDocument();
  });

  it('hides "New product" from a role that may only read the catalogue', async () => {
    server.use(
      answer('session', () =>
        HttpResponse.json(sessionFor('accountant', { permissions: ['catalog:read'] })),
      ),
      answerGroups(),
      answer('listProducts', () => HttpResponse.json({ items: [], total: 0, next: null })),
    );
    renderApp('/products');
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  });
});
