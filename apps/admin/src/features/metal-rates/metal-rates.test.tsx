import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  METALS,
  type MetalRatesAnswer,
  type MetalRatesBody,
  type MetalRatesPreview,
} from '@aurelle/contract';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

const rates = (overrides: Partial<MetalRatesAnswer> = {}): MetalRatesAnswer => ({
  metals: METALS.map((metal) => ({
    metal,
    ratePerGram: metal === 'gold-22k' ? 6_100_00 : null,
    setAt: metal === 'gold-22k' ? '2026-11-27T04:30:00.000Z' : null,
    setBy: metal === 'gold-22k' ? 'Asha Owner' : null,
    products: metal === 'gold-22k' ? 2 : 0,
  })),
  guardPercent: 5,
  history: [
    {
      id: 1,
      metal: 'gold-22k',
      ratePerGram: 6_100_00,
      setAt: '2026-11-27T04:30:00.000Z',
      setBy: 'Asha Owner',
    },
  ],
  ...overrides,
});

const moved: MetalRatesPreview = {
  rates: [{ metal: 'gold-24k', ratePerGram: 7_500_00, previous: null, derived: false }],
  changes: [
    {
      id: 'a',
      sku: 'AU-RG-003',
      name: 'Rubis Royale Ring',
      metal: 'gold-22k',
      oldPrice: 168_000_00,
      newPrice: 171_000_00,
      changePercent: 1.79,
      guarded: false,
    },
    {
      id: 'b',
      sku: 'AU-BG-002',
      name: 'Jaali Bangle',
      metal: 'gold-22k',
      oldPrice: 98_000_00,
      newPrice: 107_000_00,
      changePercent: 9.18,
      guarded: true,
    },
  ],
  unchanged: 0,
  guardPercent: 5,
  summary: { rise: 2, fall: 0, largestRise: 9.18, largestFall: 0, pastGuard: 1 },
};

describe('metal rates', () => {
  it('derives the karats as 24K is typed, previews with the guard marked, and confirms', async () => {
    const previews: unknown[] = [];
    const sets: MetalRatesBody[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('metalRates', () => HttpResponse.json(rates())),
      answerKeepingBodies('previewMetalRates', previews, () => {
        return HttpResponse.json(moved);
      }),
      answer('setMetalRates', async ({ request }) => {
        sets.push((await request.json()) as MetalRatesBody);
        return HttpResponse.json({ ...rates(), repriced: 2 });
      }),
    );
    const { user } = renderApp('/metal-rates');
    const rate24 = await screen.findByRole('textbox', { name: '24K gold (₹ per gram)' });
    expect(screen.getByRole('checkbox', { name: /Derive 22K, 18K and 14K/ })).toBeChecked();
    expect(screen.getAllByText('Enter 24K’s rate to derive the karats')).toHaveLength(3);
    await user.type(rate24, '7,500');
    // 7500 × 916 / 999, to the paisa.
    expect(screen.getByText('Derived: ₹6,876.88/g')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'What moves' });
    expect(previews).toEqual([{ rates: { 'gold-24k': 7_500_00 }, deriveFrom24k: true }]);
    expect(
      screen.getByText('2 prices move; 1 moves more than 5 %: check it before confirming.'),
    ).toBeInTheDocument();
    const rows = within(preview).getAllByRole('row');
    // Past the guard first.
    expect(within(rows[1] as HTMLElement).getByText('Jaali Bangle')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Past the guard')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('+9.18 %')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText('Past the guard')).not.toBeInTheDocument();

    // Past the guard, the apply button says what moves and asks once more, naming the largest.
    await user.click(screen.getByRole('button', { name: 'Apply: 2 prices rise by up to 9.18 %' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the prices past the guard',
    });
    expect(dialog).toHaveAccessibleDescription(
      '2 prices rise by up to 9.18 %. One of them moves more than the 5 % guard; the largest move is Jaali Bangle, ₹98,000.00 → ₹1,07,000.00 (+9.18 %). A rate typed wrong moves every price: check the preview before you confirm.',
    );
    expect(sets).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirm: 2 prices rise by up to 9.18 %' }),
    );
    expect(await screen.findByText('Rates set: 2 prices moved.')).toBeInTheDocument();
    // The server is told what was confirmed.
    expect(sets).toEqual([
      { rates: { 'gold-24k': 7_500_00 }, deriveFrom24k: true, confirm: moved.summary },
    ]);
  });

  it('closes the confirmation and previews again when the server finds the moves changed', async () => {
    let previews = 0;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('metalRates', () => HttpResponse.json(rates())),
      answer('previewMetalRates', () => {
        previews++;
        return HttpResponse.json(
          previews === 1
            ? moved
            : {
                ...moved,
                summary: { ...moved.summary, rise: 3, largestRise: 9.5 },
                changes: [...moved.changes, { ...moved.changes[1], id: 'c', changePercent: 9.5 }],
              },
        );
      }),
      answer('setMetalRates', () =>
        HttpResponse.json(
          { message: 'What moves is no longer what was confirmed' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/metal-rates');
    await user.type(await screen.findByRole('textbox', { name: '24K gold (₹ per gram)' }), '7,500');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(
      await screen.findByRole('button', { name: 'Apply: 2 prices rise by up to 9.18 %' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Confirm:/ }));
    expect(
      await screen.findByText(
        'The prices moved since the preview: check the new preview and confirm again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Apply: 3 prices rise by up to 9.5 %' }),
    ).toBeInTheDocument();
  });

  it('asks for a new preview once a rate changes, and checks rates as typed', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('metalRates', () => HttpResponse.json(rates())),
      answer('previewMetalRates', () =>
        HttpResponse.json({
          ...moved,
          changes: [moved.changes[0]],
          summary: { rise: 1, fall: 0, largestRise: 1.79, largestFall: 0, pastGuard: 0 },
        }),
      ),
    );
    const { user } = renderApp('/metal-rates');
    await user.click(await screen.findByRole('checkbox', { name: /Derive/ }));
    const silver = screen.getByRole('textbox', { name: 'Silver 925 (₹ per gram)' });
    await user.type(silver, 'lots');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('Enter the rate per gram in rupees, more than ₹0'),
    ).toBeInTheDocument();
    await user.clear(silver);
    await user.type(silver, '92.50');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const apply = { name: 'Apply: 1 price rises by up to 1.79 %' };
    expect(await screen.findByRole('button', apply)).toBeInTheDocument();
    await user.type(silver, '1');
    expect(screen.queryByRole('button', apply)).not.toBeInTheDocument();
  });

  it('warns before a reload or another screen loses the rates typed', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('metalRates', () => HttpResponse.json(rates())),
    );
    const { user } = renderApp('/metal-rates');
    const silver = await screen.findByRole('textbox', { name: 'Silver 925 (₹ per gram)' });
    await user.type(silver, '92.50');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Dashboard',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  it('lets an accountant read the rates and their history, not set them', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('accountant'))),
      answer('metalRates', () => HttpResponse.json(rates())),
    );
    renderApp('/metal-rates');
    expect(
      await screen.findByText(
        'You can read the rates; changing them is for the owner and managers.',
      ),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('₹6,100.00')).toBeInTheDocument();
    expect(within(history).getByText('Asha Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the guard' })).not.toBeInTheDocument();
  });
});
