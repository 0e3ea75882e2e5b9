import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, workQueue } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { navItemsFor, splitForBar } from './navigation.ts';

/** The navigation's entries, in order, as an owner sees them. */
const EVERY_SCREEN = [
  'Dashboard',
  'Orders',
  'Products',
  'Catalogue',
  'Stock',
  'Metal rates',
  'Customers',
  'Coupons',
  'Content',
  'Staff',
  'Audit log',
  'Settings',
  'Account',
];

describe('navigation', () => {
  it('shows a fulfilment session only what its permissions allow, and asks for nothing else', async () => {
    let salesAsked = false;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('workQueue', () =>
        HttpResponse.json(workQueue({ toShip: 3, lowStock: 2, soldOut: 1 })),
      ),
      answer('sales', () => {
        salesAsked = true;
        return HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 });
      }),
      answer('netSales', () => {
        salesAsked = true;
        return HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 });
      }),
      answer('orders', () => HttpResponse.json({ items: [], next: null })),
    );
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(['Dashboard', 'Orders', 'Account']);
    expect(await screen.findByText('Orders to ship')).toBeInTheDocument();
    // The stock figures show, but not as links to a screen the role cannot open.
    expect(screen.getByText('Low in stock')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Low in stock' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sales')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Net sales' })).not.toBeInTheDocument();
    expect(salesAsked).toBe(false);
  });

  it('shows an owner every screen', () => {
    expect(navItemsFor(sessionFor('owner')).map((item) => item.label)).toEqual(EVERY_SCREEN);
  });

  it('keeps five entries in the phone bar: four, then More with the rest', () => {
    const { bar, more } = splitForBar(navItemsFor(sessionFor('owner')));
    expect(bar.map((item) => item.label)).toEqual(['Dashboard', 'Orders', 'Products', 'Catalogue']);
    expect(more.map((item) => item.label)).toEqual(EVERY_SCREEN.slice(4));
    expect(splitForBar(navItemsFor(sessionFor('fulfilment'))).more).toEqual([]);
  });
});
