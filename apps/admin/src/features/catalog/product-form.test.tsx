import { catalogMessages, METALS, metalMessages } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerVariants,
  BRIDAL,
  group,
  metal,
  product,
  RING_ID,
  RINGS,
  YELLOW_GOLD,
} from '../../testing/catalog-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

function answerLists() {
  return [
    answer('session', () => HttpResponse.json(sessionFor('manager'))),
    answer('listGroups', ({ params }) =>
      HttpResponse.json({
        items: params.kind === 'categories' ? [group(RINGS, 'Rings')] : [group(BRIDAL, 'Bridal')],
      }),
    ),
    answer('listAttributes', () => HttpResponse.json({ items: [metal] })),
  ];
}

describe('product form', () => {
  it('checks rupees as typed, shows the amount as the shop will, and sends the version', async () => {
    let body: unknown;
    server.use(
      ...answerLists(),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('updateProduct', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(product({ version: 4, price: 4650050 }));
      }),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const price = await screen.findByLabelText('Price (₹)');
    expect(price).toHaveValue('45000');
    expect(price).toHaveAccessibleDescription('Shown as ₹45,000.00');
    expect(screen.getByText('/product/celeste-ring')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Yellow gold' })).toBeChecked();

    await user.clear(price);
    await user.type(price, '46,500.5x');
    await user.tab();
    expect(price).toHaveAccessibleDescription(
      `In rupees, as you write them: 45000 or 45,000.50 ${catalogMessages.priceInvalid}`,
    );
    expect(price).toBeInvalid();
    await user.clear(price);
    await user.type(price, '₹ 46,500.50');
    expect(price).toHaveAccessibleDescription('Shown as ₹46,500.50');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(body).toMatchObject({
      version: 3,
      price: '₹ 46,500.50',
      categoryId: RINGS,
      attributeValueIds: [YELLOW_GOLD],
      featuredRank: null,
      options: [{ code: 'ring-size', values: [{ value: '12' }, { priceDelta: '1500' }] }],
    });
  });

  it('keeps the form when someone else saved first, and reloads their version on request', async () => {
    let version = 3;
    server.use(
      ...answerLists(),
      answerVariants(),
      answer('getProduct', () =>
        HttpResponse.json(
          version === 3 ? product() : product({ version, name: { en: 'Céleste ring', fr: '' } }),
        ),
      ),
      answer('updateProduct', () => {
        version = 4;
        return HttpResponse.json(
          {
            message: `${catalogMessages.staleVersion} (Asha Rao, 27 Nov, 10:42). Your changes are still in the form: reload their version to compare.`,
            errors: {
              name: 'Changed by Asha Rao at 27 Nov, 10:42',
              stock: 'Changed by Asha Rao at 27 Nov, 10:42',
            },
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const name = await screen.findByLabelText('Name (English)');
    await user.clear(name);
    await user.type(name, 'Céleste halo ring, platinum');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this product');
    expect(alert).toHaveTextContent(catalogMessages.staleVersion);
    expect(alert).toHaveTextContent('Stock: Changed by Asha Rao at 27 Nov, 10:42');
    expect(name).toHaveValue('Céleste halo ring, platinum');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Changed by Asha Rao at 27 Nov, 10:42'),
    );

    await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await expect.poll(() => (name as HTMLInputElement).value).toBe('Céleste ring');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, an option value's among them", async () => {
    server.use(
      ...answerLists(),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('updateProduct', () =>
        HttpResponse.json(
          {
            message: 'Check the fields marked',
            errors: {
              sku: catalogMessages.skuTaken,
              'options.0.values.1.priceDelta': catalogMessages.priceBelowZero,
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    await screen.findByLabelText('SKU');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked');
    expect(screen.getByLabelText('SKU')).toHaveAccessibleDescription(
      expect.stringContaining(catalogMessages.skuTaken),
    );
    const deltas = screen.getAllByLabelText('Price change (₹)');
    expect(deltas[1]).toHaveAccessibleDescription(
      expect.stringContaining(catalogMessages.priceBelowZero),
    );
    expect(deltas[0]).not.toHaveAccessibleDescription(
      expect.stringContaining(catalogMessages.priceBelowZero),
    );
  });

  it('creates a product with a slug made from its name, then opens it', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      ...answerLists(),
      answer('createProduct', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(product({ status: 'draft' }));
      }),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product({ status: 'draft' }))),
    );
    const { user, router } = renderApp('/products/new');
    await user.type(await screen.findByLabelText('Name (English)'), 'Céleste Halo Ring');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('celeste-halo-ring');
    await user.type(screen.getByLabelText('SKU'), 'RNG-CEL-01');
    await user.type(screen.getByLabelText('Price (₹)'), '45000');
    screen.getByRole('combobox', { name: 'Category' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Rings' }));
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option code'), 'ring-size');
    await user.type(screen.getByLabelText('Option name (English)'), 'Ring size');
    await user.type(screen.getByLabelText('Value'), '12');
    await user.type(screen.getByLabelText('Label (English)'), '12');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/products/${RING_ID}`);
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    expect(body).toMatchObject({
      name: { en: 'Céleste Halo Ring', fr: '' },
      slug: 'celeste-halo-ring',
      price: '45000',
      categoryId: RINGS,
      status: 'draft',
      options: [
        {
          code: 'ring-size',
          name: { en: 'Ring size' },
          values: [{ value: '12', priceDelta: '0' }],
        },
      ],
    });
  });

  it('shows a new option’s errors only once its fields are left or the form is sent', async () => {
    let sent = false;
    server.use(
      ...answerLists(),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('updateProduct', () => {
        sent = true;
        return HttpResponse.json(product({ version: 4 }));
      }),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    const price = await screen.findByLabelText('Price (₹)');
    // A field left once: from now on the form checks as the owner types.
    await user.click(price);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const option = screen.getByRole('group', { name: 'Option 2' });
    const code = within(option).getByLabelText('Option code');
    const value = within(option).getByLabelText('Value');
    await expect.poll(() => screen.queryAllByText(catalogMessages.optionCodeInvalid)).toEqual([]);
    expect(code).toBeValid();
    expect(value).toBeValid();
    expect(within(option).queryByText(catalogMessages.optionValueRequired)).not.toBeInTheDocument();

    await user.click(code);
    await user.tab();
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(catalogMessages.optionCodeInvalid),
    );
    expect(value).toBeValid();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => value.getAttribute('aria-invalid')).toBe('true');
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining(catalogMessages.optionValueRequired),
    );
    expect(sent).toBe(false);
  });

  it('prices a product by the metal rate: the composition, today’s price live, no price sent', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      ...answerLists(),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('metalRates', () =>
        HttpResponse.json({
          metals: METALS.map((metal) => ({
            metal,
            ratePerGram: metal === 'gold-22k' ? 6_100_00 : null,
            setAt: metal === 'gold-22k' ? '2026-11-27T04:30:00.000Z' : null,
            setBy: null,
            products: 0,
          })),
          guardPercent: 5,
          history: [],
        }),
      ),
      answer('updateProduct', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(product({ version: 4 }));
      }),
    );
    const { user } = renderApp(`/products/${RING_ID}`);
    await user.click(await screen.findByRole('radio', { name: 'By the day’s metal rate' }));
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Metal and purity' })).toHaveTextContent(
      '22K gold',
    );
    const weight = screen.getByLabelText('Net metal weight (g)');
    await user.type(weight, '5.2501');
    await user.tab();
    expect(weight).toHaveAccessibleDescription(
      expect.stringContaining(metalMessages.weightInvalid),
    );
    await user.clear(weight);
    await user.type(weight, '5.25');
    await user.type(screen.getByLabelText('Making charge (%)'), '12.5');
    // 5.25 g × ₹6,100 = ₹32,025; + 12.5 % = ₹36,028.13; + 3 % GST = ₹37,108.97 → ₹37,109.
    expect(
      await screen.findByText(
        'At today’s rate (₹6,100.00/g): ₹37,109.00, GST of 3 % included, rounded to the rupee.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('HSN code')).toHaveValue('7113');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(body).toMatchObject({
      hsn: '7113',
      compareAtPrice: '',
      pricing: {
        metal: 'gold-22k',
        netWeight: '5.25',
        makingKind: 'percent',
        making: '12.5',
        stones: '0',
      },
    });
    expect(body).not.toHaveProperty('price');
  });
});
