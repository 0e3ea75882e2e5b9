import { catalogMessages } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerVariants,
  BRIDAL,
  group,
  metal,
  product,
  productRow,
  RING_ID,
  RINGS,
} from '../../testing/catalog-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

const STUDS = '5b0c8f8e-2f6f-4c44-9d7a-1f1a0c0d0e01';
const PENDANT = '5b0c8f8e-2f6f-4c44-9d7a-1f1a0c0d0e02';

function answerForm(searches: URLSearchParams[] = []) {
  return [
    answer('session', () => HttpResponse.json(sessionFor('manager'))),
    answer('listGroups', ({ params }) =>
      HttpResponse.json({
        items: params.kind === 'categories' ? [group(RINGS, 'Rings')] : [group(BRIDAL, 'Bridal')],
      }),
    ),
    answer('listAttributes', () => HttpResponse.json({ items: [metal] })),
    answer('listProducts', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        items: [
          // The product itself matches too: it is never offered.
          productRow(),
          productRow({ id: STUDS, name: 'Céleste studs', sku: 'EAR-CEL-01' }),
          productRow({ id: PENDANT, name: 'Céleste pendant', sku: 'PEN-CEL-01', status: 'draft' }),
        ],
        total: 3,
        next: null,
      });
    }),
  ];
}

const piece = (id: string, name: string, status: 'active' | 'draft' = 'active') => ({
  id,
  name,
  sku: `SKU-${name}`,
  status,
  image: null,
});

describe("the product form's related pieces", () => {
  it('finds pieces by name or SKU, adds two, reorders them and sends their ids', async () => {
    const searches: URLSearchParams[] = [];
    const bodies: unknown[] = [];
    server.use(
      ...answerForm(searches),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answerKeepingBodies('updateProduct', bodies, () =>
        HttpResponse.json(
          product({
            version: 4,
            related: [piece(PENDANT, 'Céleste pendant', 'draft'), piece(STUDS, 'Céleste studs')],
          }),
        ),
      ),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const section = await screen.findByRole('region', { name: 'Related pieces' });
    expect(within(section).getByText(/None chosen/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Add a piece'), 'céleste{Enter}');
    const matches = await within(section).findByRole('list', { name: 'Matching products' });
    expect(searches.at(-1)?.get('q')).toBe('céleste');
    expect(within(matches).queryByText('Céleste halo ring')).toBeNull();
    // Enter searched; it did not save.
    expect(bodies).toEqual([]);

    await user.click(within(matches).getByRole('button', { name: 'Add Céleste studs' }));
    await user.click(within(section).getByRole('button', { name: 'Add Céleste pendant' }));
    const chosen = within(section).getByRole('list', { name: 'Chosen pieces' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Céleste studs'),
      expect.stringContaining('Céleste pendant'),
    ]);
    // A draft is marked: the shop does not show it until it is active.
    expect(within(chosen).getByText('Draft')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Move Céleste pendant up' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ version: 3, relatedIds: [PENDANT, STUDS] });
    expect(bodies[0]).not.toHaveProperty('related');
  });

  it("removes a saved piece, and shows the server's refusal under the list", async () => {
    const bodies: unknown[] = [];
    server.use(
      ...answerForm(),
      answerVariants(),
      answer('getProduct', () =>
        HttpResponse.json(
          product({ related: [piece(STUDS, 'Céleste studs'), piece(PENDANT, 'Céleste pendant')] }),
        ),
      ),
      answerKeepingBodies('updateProduct', bodies, () =>
        HttpResponse.json(
          {
            message: catalogMessages.relatedNotFound,
            errors: { 'relatedIds.0': catalogMessages.relatedNotFound },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const section = await screen.findByRole('region', { name: 'Related pieces' });
    await user.click(within(section).getByRole('button', { name: 'Remove Céleste studs' }));
    expect(within(section).queryByText('Céleste studs')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(catalogMessages.relatedNotFound)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ relatedIds: [PENDANT] });
  });
});
