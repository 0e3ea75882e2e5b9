import type { ProductVariants, StockHistory } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const RING = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const idOf = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;

const history: StockHistory = {
  productId: RING,
  name: 'Tara Solitaire Ring',
  stock: 4,
  lowStockAt: 2,
  hallmarked: false,
  moves: [],
};

function ringVariants(): ProductVariants {
  return {
    productId: RING,
    hasOptions: true,
    hallmarked: false,
    price: 4_500_000,
    notCounted: 4,
    variants: ['10', '12', '14'].map((size, n) => ({
      id: idOf(n),
      key: JSON.stringify([size]),
      options: [{ name: 'Ring size', value: size }],
      label: `Ring size: ${size}`,
      sku: `TARA-${size}`,
      stock: 0,
      lowStockAt: 2,
      priceDelta: size === '14' ? 200_000 : 0,
      offered: true,
    })),
  };
}

describe('a product’s variants', () => {
  it('edits a SKU in its row, adjusts a size’s stock and counts stock per size', async () => {
    let data = ringVariants();
    const sent: Record<string, unknown[]> = { edit: [], adjust: [], count: [] };
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('stockHistory', () => HttpResponse.json(history)),
      answer('listVariants', () => HttpResponse.json(data)),
      answer('updateVariant', async ({ request }) => {
        const body = (await request.json()) as { sku: string };
        sent.edit?.push(body);
        data = {
          ...data,
          variants: data.variants.map((v) => (v.id === idOf(1) ? { ...v, sku: body.sku } : v)),
        };
        return HttpResponse.json(data);
      }),
      answer('adjustStock', async ({ request }) => {
        sent.adjust?.push(await request.json());
        data = {
          ...data,
          variants: data.variants.map((v) => (v.id === idOf(1) ? { ...v, stock: 3 } : v)),
        };
        return HttpResponse.json({ productId: RING, variantId: idOf(1), stock: 3, lowStockAt: 2 });
      }),
      answer('countVariantStock', async ({ request }) => {
        sent.count?.push(await request.json());
        data = { ...data, notCounted: 2 };
        return HttpResponse.json(data);
      }),
    );
    const { user } = renderApp(`/stock/${RING}`);
    const table = await screen.findByRole('region', { name: 'Variants' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Ring size: 10 TARA-10—02EditAdjust',
      'Ring size: 12 TARA-12—02EditAdjust',
      'Ring size: 14 TARA-14+₹2,000.0002EditAdjust',
    ]);
    expect(screen.getByText('Not counted per size: 4')).toBeInTheDocument();

    // Inline edit: the rule under the field as typed, then the save.
    await user.click(within(table).getByRole('button', { name: 'Edit Ring size: 12' }));
    const sku = within(table).getByLabelText('SKU of Ring size: 12');
    await user.clear(sku);
    await user.type(sku, 'TARA 12');
    await user.click(within(table).getByRole('button', { name: 'Save' }));
    expect(sku).toHaveAccessibleDescription(
      'Use up to 64 letters, digits, dots, slashes, hyphens or underscores',
    );
    expect(sent.edit).toEqual([]);
    await user.clear(sku);
    await user.type(sku, 'TARA-12-RG');
    await user.click(within(table).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Ring size: 12.')).toBeInTheDocument();
    expect(sent.edit).toEqual([{ sku: 'TARA-12-RG', priceDelta: 0, lowStockAt: 2 }]);
    expect(await within(table).findByText('TARA-12-RG')).toBeInTheDocument();

    // Adjust: the stock dialog for that size, a reason required.
    await user.click(
      within(table).getByRole('button', { name: 'Adjust the stock of Ring size: 12' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust stock: Ring size: 12' });
    await user.type(within(dialog).getByLabelText('Pieces'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Saved. Ring size: 12 now has 3 in stock.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.adjust).toEqual([
      { productId: RING, variantId: idOf(1), change: 3, reason: 'received' },
    ]);

    // Count per size: at most what is not counted.
    await user.click(screen.getByRole('button', { name: 'Count per size' }));
    const count = await screen.findByRole('dialog', { name: 'Count per size' });
    await user.type(within(count).getByLabelText('Pieces'), '5');
    await user.click(within(count).getByRole('button', { name: 'Move pieces' }));
    expect(within(count).getByLabelText('Pieces')).toHaveAccessibleDescription(
      'Enter a whole number of pieces from 1 to 4',
    );
    await user.clear(within(count).getByLabelText('Pieces'));
    await user.type(within(count).getByLabelText('Pieces'), '2');
    await user.click(within(count).getByRole('button', { name: 'Move pieces' }));
    expect(await screen.findByText('Moved 2 pieces to Ring size: 10.')).toBeInTheDocument();
    expect(sent.count).toEqual([{ quantity: 2 }]);
    expect(await screen.findByText('Not counted per size: 2')).toBeInTheDocument();
  });
});
