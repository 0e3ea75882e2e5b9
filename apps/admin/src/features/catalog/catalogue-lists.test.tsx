import { catalogMessages } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { group, product, RING_ID } from '../../testing/catalog-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const EARRINGS = '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const ANKLETS = 'ae4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';

describe('categories', () => {
  it('moves one down by sending the whole new order, and keeps one in use from deletion', async () => {
    let sent: string[] = [];
    let items = [group(EARRINGS, 'Earrings', 3), group(ANKLETS, 'Anklets', 0)];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listGroups', () => HttpResponse.json({ items })),
      answer('reorderGroups', async ({ request }) => {
        sent = ((await request.json()) as { ids: string[] }).ids;
        items = [items[1], items[0]].filter((item) => item !== undefined);
        return HttpResponse.json({ items });
      }),
    );
    const { user } = renderApp('/catalogue/categories');
    const table = await screen.findByRole('region', { name: 'Categories' });
    expect(within(table).getByRole('button', { name: 'Delete Earrings' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete Anklets' })).toBeEnabled();

    await user.click(within(table).getByRole('button', { name: 'Move Earrings down' }));
    expect(await screen.findByText('Earrings moved to position 2.')).toBeInTheDocument();
    expect(sent).toEqual([ANKLETS, EARRINGS]);
  });
});

describe('hallmarked pieces', () => {
  it('shows each refused HUID beside its line, as the server says, and keeps the text', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('getProduct', () => HttpResponse.json(product({ hallmarked: true }))),
      answer('listGroups', () => HttpResponse.json({ items: [] })),
      answer('listAttributes', () => HttpResponse.json({ items: [] })),
      answer('productMedia', () => HttpResponse.json({ productId: RING_ID, items: [] })),
      answer('listPieces', () => HttpResponse.json({ productId: RING_ID, stock: 0, items: [] })),
      answer('receivePieces', () =>
        HttpResponse.json(
          { message: catalogMessages.huidTaken, errors: { 'huids.1': catalogMessages.huidTaken } },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const huids = await screen.findByLabelText('HUIDs');
    await user.type(huids, 'AB12C4{enter}ZX9Y8W');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Line 2 (ZX9Y8W)')).toBeInTheDocument();
    expect(screen.getAllByText(catalogMessages.huidTaken).length).toBeGreaterThan(0);
    expect(huids).toHaveValue('AB12C4\nZX9Y8W');
  });
});
