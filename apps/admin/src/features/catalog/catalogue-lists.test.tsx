import { catalogMessages } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Attribute } from '@aurelle/contract';
import { answerVariants, group, metal, product, RING_ID } from '../../testing/catalog-fixtures.ts';
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

  it('creates one with a slug made from its English name, and shows the server’s field error under its field', async () => {
    const bodies: unknown[] = [];
    let items = [group(EARRINGS, 'Earrings', 3)];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listGroups', () => HttpResponse.json({ items })),
      answer('createGroup', async ({ request }) => {
        const body = (await request.json()) as { name: { en: string }; slug: string };
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            { message: 'This slug is taken', errors: { slug: 'This slug is taken' } },
            { status: 409 },
          );
        }
        const created = group(ANKLETS, body.name.en);
        items = [...items, created];
        return HttpResponse.json(created);
      }),
    );
    const { user } = renderApp('/catalogue/categories');
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Toe Rings');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('toe-rings');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This slug is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'anklets');
    await user.type(within(dialog).getByLabelText('Name (English)'), ' and more');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('anklets');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Toe Rings and more saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies[1]).toEqual({
      name: { en: 'Toe Rings and more', fr: '' },
      description: { en: '', fr: '' },
      slug: 'anklets',
    });
  });

  it('deletes one after asking, the server’s refusal shown in the dialog until it closes', async () => {
    let refuse = true;
    let items = [group(EARRINGS, 'Earrings', 3), group(ANKLETS, 'Anklets', 0)];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listGroups', () => HttpResponse.json({ items })),
      answer('deleteGroup', ({ params }) => {
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ message: 'A product was just put in it' }, { status: 409 });
        }
        items = items.filter((item) => item.id !== params.id);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp('/catalogue/categories');
    const table = await screen.findByRole('region', { name: 'Categories' });
    await user.click(within(table).getByRole('button', { name: 'Delete Anklets' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Anklets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('A product was just put in it')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Delete Anklets' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Anklets?' });
    expect(within(dialog).queryByText('A product was just put in it')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Anklets deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table).queryByText('Anklets')).not.toBeInTheDocument();
  });

  it('edits one in a dialog filled with it, its slug left as it was', async () => {
    let sent: unknown = null;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listGroups', () => HttpResponse.json({ items: [group(EARRINGS, 'Earrings', 3)] })),
      answer('updateGroup', async ({ request, params }) => {
        sent = { id: params.id, kind: params.kind, body: await request.json() };
        return HttpResponse.json(group(EARRINGS, 'Ear cuffs', 3));
      }),
    );
    const { user } = renderApp('/catalogue/collections');
    await user.click(await screen.findByRole('button', { name: 'Edit Earrings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit collection' });
    const name = within(dialog).getByLabelText('Name (English)');
    expect(name).toHaveValue('Earrings');
    await user.clear(name);
    await user.type(name, 'Ear cuffs');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('earrings');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ear cuffs saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      id: EARRINGS,
      kind: 'collections',
      body: {
        name: { en: 'Ear cuffs', fr: '' },
        description: { en: '', fr: '' },
        slug: 'earrings',
      },
    });
  });
});

describe('filters', () => {
  const ROSE_GOLD = 'bf5a6b7c-8d9e-4fa0-9b1c-2d3e4f5a6b7c';
  const twoValues = (): Attribute => ({
    ...metal,
    values: [
      ...metal.values,
      {
        id: ROSE_GOLD,
        value: 'Rose Gold',
        label: { en: 'Rose gold', fr: '' },
        position: 2,
        products: 0,
      },
    ],
  });

  it('shows each filter with its values, keeps one in use from deletion, and moves a value', async () => {
    let sent: string[] = [];
    let items = [twoValues()];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listAttributes', () => HttpResponse.json({ items })),
      answer('reorderAttributeValues', async ({ request }) => {
        sent = ((await request.json()) as { ids: string[] }).ids;
        const [first, second] = twoValues().values;
        items = [{ ...twoValues(), values: [second, first].filter((one) => one !== undefined) }];
        return HttpResponse.json(items[0]);
      }),
    );
    const { user } = renderApp('/catalogue/filters');
    const panel = await screen.findByRole('region', { name: 'Metal metal' });
    expect(within(panel).getByRole('button', { name: 'Delete Metal' })).toBeDisabled();
    const values = within(panel).getByRole('region', { name: 'Values of Metal' });
    expect(within(values).getByRole('button', { name: 'Delete Yellow gold' })).toBeDisabled();
    expect(within(values).getByRole('button', { name: 'Delete Rose gold' })).toBeEnabled();
    expect(within(values).getByText('Or jaune')).toHaveAttribute('lang', 'fr');

    await user.click(within(values).getByRole('button', { name: 'Move Yellow gold down' }));
    expect(await screen.findByText('Yellow gold moved to position 2.')).toBeInTheDocument();
    expect(sent).toEqual([ROSE_GOLD, metal.values[0]?.id]);
    expect(within(values).getByRole('button', { name: 'Move Yellow gold up' })).toHaveFocus();
  });

  it('adds a value to a filter and creates a filter, each in its dialog', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listAttributes', () => HttpResponse.json({ items: [metal] })),
      answer('createAttributeValue', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(metal);
      }),
      answer('createAttribute', async ({ request }) => {
        sent.push({ body: await request.json() });
        return HttpResponse.json({
          ...metal,
          id: ROSE_GOLD,
          code: 'stone',
          name: { en: 'Stone', fr: '' },
        });
      }),
    );
    const { user } = renderApp('/catalogue/filters');
    await user.click(await screen.findByRole('button', { name: 'Add a value to Metal' }));
    const valueDialog = await screen.findByRole('dialog', { name: 'Add a value to Metal' });
    await user.type(within(valueDialog).getByLabelText('Label (English)'), 'White gold');
    await user.type(within(valueDialog).getByLabelText('Value'), 'White Gold');
    await user.click(within(valueDialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('White gold saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New filter' }));
    const filterDialog = await screen.findByRole('dialog', { name: 'New filter' });
    await user.click(within(filterDialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(filterDialog).findByText(
        'Use lower-case letters, digits and hyphens, like metal',
      ),
    ).toBeInTheDocument();
    expect(within(filterDialog).getByLabelText('Name (English)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(filterDialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(filterDialog).getByLabelText('Name (English)'), 'Stone');
    await user.type(within(filterDialog).getByLabelText('Code'), 'stone');
    await user.click(within(filterDialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Stone saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: metal.id, body: { value: 'White Gold', label: { en: 'White gold', fr: '' } } },
      { body: { code: 'stone', name: { en: 'Stone', fr: '' } } },
    ]);
  });

  it('edits a filter and a value in dialogs filled with them', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listAttributes', () => HttpResponse.json({ items: [metal] })),
      answer('updateAttribute', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...metal, name: { en: 'Metals', fr: 'Métal' } });
      }),
      answer('updateAttributeValue', async ({ request, params }) => {
        sent.push({ id: params.id, valueId: params.valueId, body: await request.json() });
        return HttpResponse.json(metal);
      }),
    );
    const { user } = renderApp('/catalogue/filters');
    await user.click(await screen.findByRole('button', { name: 'Edit Metal' }));
    const filterDialog = await screen.findByRole('dialog', { name: 'Edit filter' });
    expect(within(filterDialog).getByLabelText('Code')).toHaveValue('metal');
    expect(within(filterDialog).getByLabelText('Name (French, optional)')).toHaveValue('Métal');
    await user.type(within(filterDialog).getByLabelText('Name (English)'), 's');
    await user.click(within(filterDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Metals saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Yellow gold' }));
    const valueDialog = await screen.findByRole('dialog', { name: 'Edit value' });
    expect(within(valueDialog).getByLabelText('Value')).toHaveValue('Yellow Gold');
    await user.click(within(valueDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yellow gold saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: metal.id, body: { code: 'metal', name: { en: 'Metals', fr: 'Métal' } } },
      {
        id: metal.id,
        valueId: metal.values[0]?.id,
        body: { value: 'Yellow Gold', label: { en: 'Yellow gold', fr: 'Or jaune' } },
      },
    ]);
  });
});

describe('hallmarked pieces', () => {
  it('shows each refused HUID beside its line, as the server says, and keeps the text', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product({ hallmarked: true }))),
      answer('listGroups', () => HttpResponse.json({ items: [] })),
      answer('listAttributes', () => HttpResponse.json({ items: [] })),
      answer('productMedia', () => HttpResponse.json({ productId: RING_ID, items: [] })),
      answer('listPieces', () =>
        HttpResponse.json({ productId: RING_ID, stock: 0, variants: [], items: [] }),
      ),
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

  it('receives pieces as a size, names each piece’s size, and records the size of one not recorded', async () => {
    const TWELVE = '4b5c6d7e-8f9a-4b1c-8d2e-3f4a5b6c7d8e';
    const TEN = '5c6d7e8f-9a1b-4c2d-9e3f-4a5b6c7d8e9f';
    const UNSIZED = '6d7e8f9a-1b2c-4d3e-8f4a-5b6c7d8e9f1a';
    const received: unknown[] = [];
    const sized: unknown[] = [];
    const pieceOf = (id: string, huid: string, variant: string | null) => ({
      id,
      huid,
      variantId: variant ? TWELVE : RING_ID,
      variant,
      state: 'in_stock',
      orderNumber: null,
      receivedAt: '2026-11-28T06:00:00.000Z',
    });
    const list = {
      productId: RING_ID,
      stock: 2,
      variants: [
        { id: TEN, name: 'Ring size: 10', sku: 'RNG-10', stock: 0 },
        { id: TWELVE, name: 'Ring size: 12', sku: 'RNG-12', stock: 1 },
      ],
      items: [
        pieceOf('7e8f9a1b-2c3d-4e4f-9a5b-6c7d8e9f1a2b', 'AB12C4', 'Ring size: 12'),
        pieceOf(UNSIZED, 'QW34E5', null),
      ],
    };
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('getProduct', () => HttpResponse.json(product({ hallmarked: true }))),
      answer('listGroups', () => HttpResponse.json({ items: [] })),
      answer('listAttributes', () => HttpResponse.json({ items: [] })),
      answer('productMedia', () => HttpResponse.json({ productId: RING_ID, items: [] })),
      answer('listPieces', () => HttpResponse.json(list)),
      answer('receivePieces', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json(list);
      }),
      answer('setPieceVariant', async ({ request, params }) => {
        sized.push({ pieceId: params.pieceId, body: await request.json() });
        return HttpResponse.json(list);
      }),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const table = await screen.findByRole('region', { name: 'Hallmarked pieces' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('AB12C4Ring size: 12');
    expect(rows[2]).toHaveTextContent('QW34E5Size not recorded');
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: /Record the size/ }),
    ).not.toBeInTheDocument();

    // The size is asked before anything is sent.
    await user.type(screen.getByLabelText('HUIDs'), 'ZX9Y8W');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(catalogMessages.pieceVariantRequired)).toBeInTheDocument();
    expect(received).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: /Ring size: 10/ }));
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('1 piece received.')).toBeInTheDocument();
    expect(received).toEqual([{ huids: ['ZX9Y8W'], variantId: TEN }]);

    await user.click(within(table).getByRole('button', { name: 'Record the size of QW34E5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the size of piece QW34E5' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: /Ring size: 12/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record size' }));
    expect(
      await screen.findByText('Piece QW34E5 is recorded as Ring size: 12.'),
    ).toBeInTheDocument();
    expect(sized).toEqual([{ pieceId: UNSIZED, body: { variantId: TWELVE } }]);
  });
});
