import { orderAdminMessages, type RefundBody } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import {
  cashOrderWithoutMoney,
  order,
  ORDER_ID,
  orderLine,
  RING_LINE,
} from '../../testing/order-fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

describe('order dialogs', () => {
  it('packs with the HUIDs ticked or scanned for each hallmarked line', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () => HttpResponse.json(order({ money: null }))),
      answerKeepingBodies('packOrder', sent, () => {
        const packed = order({ money: null, status: 'Packed', moves: ['ship', 'cancel'] });
        return HttpResponse.json({
          ...packed,
          lines: packed.lines.map((line) =>
            line.id === RING_LINE ? { ...line, huids: ['AB12C4', 'ZX56C7'], available: [] } : line,
          ),
        });
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pack order AUR-1042' });
    expect(within(dialog).getByText('1 × Pearl drops: not hallmarked')).toBeInTheDocument();
    const ring = within(dialog).getByRole('group', { name: /2 × Céleste halo ring/ });
    // The size that must go in the parcel is named with the piece.
    expect(ring).toHaveAccessibleName(
      '2 × Céleste halo ring RNG-CEL-01 Ring size: 12 · Metal: Yellow gold',
    );

    await user.click(within(ring).getByRole('checkbox', { name: 'AB12C4' }));
    expect(ring).toHaveTextContent('1 of 2 chosen');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as packed' }));
    expect(
      await within(ring).findByText('Choose 2 hallmarked piece(s) by HUID for Céleste halo ring'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A scanner types the HUID and Enter; a HUID not in stock is refused at once.
    const scan = within(dialog).getByRole('textbox', { name: 'Type or scan a HUID' });
    await user.type(scan, 'NOPE12{Enter}');
    expect(
      within(dialog).getByText('No piece NOPE12 of this product is in stock'),
    ).toBeInTheDocument();
    await user.clear(scan);
    await user.type(scan, 'zx56c7{Enter}');
    expect(within(ring).getByRole('checkbox', { name: 'ZX56C7' })).toBeChecked();
    expect(ring).toHaveTextContent('2 of 2 chosen');
    expect(within(ring).getByRole('checkbox', { name: 'QW34E5' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as packed' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ pieces: [{ lineId: RING_LINE, huids: ['AB12C4', 'ZX56C7'] }] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Ordered pieces' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('AB12C4ZX56C7');
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeInTheDocument();
  });

  it('offers the pieces of the line’s size, and those of unrecorded size apart, and shows a refused size under its line', async () => {
    const sent: unknown[] = [];
    const refusal =
      'HUID ZX56C7 is Ring size: 10 · Metal: Yellow gold, the line is Ring size: 12 · Metal: Yellow gold';
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () =>
        HttpResponse.json(
          order({
            money: null,
            lines: [
              orderLine({
                quantity: 1,
                toPack: 1,
                available: ['AB12C4', 'QW34E5'],
                availableUnsized: ['QW34E5'],
              }),
            ],
          }),
        ),
      ),
      answerKeepingBodies('packOrder', sent, () =>
        HttpResponse.json(
          { message: refusal, errors: { [`pieces.${RING_LINE}`]: refusal } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pack order AUR-1042' });
    const ofSize = within(dialog).getByRole('list', {
      name: 'Pieces of Céleste halo ring, Ring size: 12, Metal: Yellow gold in stock',
    });
    expect(
      within(ofSize)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['AB12C4']);
    const unsized = within(dialog).getByRole('list', {
      name: 'Pieces of Céleste halo ring whose size is not recorded',
    });
    expect(unsized).toHaveAccessibleDescription(
      'Size not recorded: packing one of these records it as Ring size: 12 · Metal: Yellow gold.',
    );
    expect(within(unsized).getByRole('checkbox', { name: 'QW34E5' })).toBeInTheDocument();

    await user.click(within(unsized).getByRole('checkbox', { name: 'QW34E5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as packed' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ pieces: [{ lineId: RING_LINE, huids: ['QW34E5'] }] });
    const ring = within(dialog).getByRole('group', { name: /1 × Céleste halo ring/ });
    expect(await within(ring).findByText(refusal)).toBeInTheDocument();
  });

  it('refunds lines up to what is left, or an amount, and retries with the same key', async () => {
    const sent: RefundBody[] = [];
    const shown = order({
      status: 'Delivered',
      moves: [],
      lines: [
        orderLine({ huids: ['AB12C4', 'QW34E5'], available: [], refundedQuantity: 1 }),
        orderLine({
          id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
          name: 'Pearl drops',
          options: [],
          hallmarked: false,
          available: [],
          quantity: 1,
          refundedQuantity: 1,
        }),
      ],
    });
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('order', () => HttpResponse.json(shown)),
      answer('refundOrder', async ({ request }) => {
        sent.push((await request.json()) as RefundBody);
        // The provider does not answer the first (503: it may have the refund), and refuses
        // the third (409: nothing refunded).
        if (sent.length === 1 || sent.length === 3) {
          return HttpResponse.json(
            { message: orderAdminMessages.refundProviderFailed },
            { status: sent.length === 1 ? 503 : 409 },
          );
        }
        return HttpResponse.json(shown);
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund order AUR-1042' });
    expect(dialog).toHaveTextContent('Refundable now: ₹2,46,900.00');
    expect(within(dialog).getByText('Pearl drops: already refunded')).toBeInTheDocument();
    const ring = within(dialog).getByRole('spinbutton', {
      name: 'Pieces of Céleste halo ring (Ring size: 12 · Metal: Yellow gold)',
    });
    expect(ring).toHaveAccessibleDescription(/Up to 1, at ₹1,20,000\.00 each/);

    await user.type(ring, '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Clasp broke');
    // Until the form says what is refunded, the button cannot name it.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most 1 left to refund on this line'),
    ).toBeInTheDocument();
    await user.clear(ring);
    await user.type(ring, '1');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Put the pieces back in stock/ }),
    );
    // The order's last piece takes all that is left; the button says so, and where it goes.
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund ₹2,46,900.00 to the card' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      orderAdminMessages.refundProviderFailed,
    );
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Try the refund of ₹2,46,900.00 to the card again',
      }),
    );
    await expect.poll(() => sent.length).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{10,64}$/),
      reason: 'Clasp broke',
      restock: true,
      lines: [{ lineId: RING_LINE, quantity: 1 }],
    });
    expect(sent[1]).toEqual(sent[0]);

    // A new opening is a new refund: a new key. By amount, rupees as typed, at most refundable.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund order AUR-1042' });
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₹)' });
    await user.type(amount, '3,00,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most ₹2,46,900.00 is left to refund'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1,000');
    expect(within(dialog).getByText('Shown as ₹1,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,000.00 to the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      orderAdminMessages.refundProviderFailed,
    );
    // Refused, so nothing was refunded: trying again is a new refund, with a new key.
    await user.click(
      within(dialog).getByRole('button', { name: 'Try the refund of ₹1,000.00 to the card again' }),
    );
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[2]).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{10,64}$/),
      reason: 'Goodwill',
      restock: false,
      amount: '1,000',
    });
    expect(sent[3]).toEqual({ ...sent[2], idempotencyKey: expect.any(String) });
    expect(new Set(sent.map((body) => body.idempotencyKey)).size).toBe(3);
  });

  it('names on each money-moving button the amount and where it goes', async () => {
    const refunded: RefundBody[] = [];
    let shown = order({
      status: 'Delivered',
      moves: [],
      lines: [orderLine({ huids: ['AB12C4', 'QW34E5'], available: [] })],
    });
    shown = { ...shown, money: shown.money && { ...shown.money, refundTo: 'upi' } };
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('order', () => HttpResponse.json(shown)),
      answer('refundOrder', async ({ request }) => {
        refunded.push((await request.json()) as RefundBody);
        return HttpResponse.json(shown);
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order AUR-1042' });
    const ring = within(dialog).getByRole('spinbutton', {
      name: 'Pieces of Céleste halo ring (Ring size: 12 · Metal: Yellow gold)',
    });
    // One of two rings: its price's share of what the lines cost after the coupon, as the server
    // reckons it (₹1,20,000 × ₹2,46,900 / ₹2,86,900), back to UPI as the customer paid.
    await user.type(ring, '1');
    expect(
      within(dialog).getByRole('button', { name: 'Refund ₹1,03,269.43 to UPI' }),
    ).toBeInTheDocument();
    await user.clear(ring);
    await user.type(ring, '2');
    expect(
      within(dialog).getByRole('button', { name: 'Refund ₹2,46,900.00 to UPI' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (₹)' }), '28000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹28,000.00 to UPI' }));
    await expect.poll(() => refunded.length).toBe(1);
    expect(refunded[0]).toMatchObject({ amount: '28000', reason: 'Goodwill' });
  });

  it('names the refund a cancellation makes, and none when nothing was paid', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('order', () => HttpResponse.json(order())),
    );
    const { user, unmount } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order AUR-1042?' });
    expect(
      within(dialog).getByRole('button', { name: 'Cancel and refund ₹2,46,900.00 to the card' }),
    ).toBeInTheDocument();
    unmount();

    // Cash on delivery, not delivered: nothing was paid, so cancelling moves no money.
    const cash = order({ paymentMethod: 'POD', paymentStatus: 'not_required' });
    server.use(
      answer('order', () =>
        HttpResponse.json({
          ...cash,
          cash: { toCollect: 24690000, collected: null, shortReason: null, balanceDue: 0 },
          money: cash.money && {
            ...cash.money,
            paid: 0,
            refundable: 0,
            refundTo: 'cash',
            payments: [],
          },
        }),
      ),
    );
    const again = renderApp(`/orders/${ORDER_ID}`);
    await again.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const plain = await screen.findByRole('dialog', { name: 'Cancel order AUR-1042?' });
    expect(within(plain).getByRole('button', { name: 'Cancel the order' })).toBeInTheDocument();
  });

  it('delivers a cash order: the amount to collect, never more, less only with a reason', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () => HttpResponse.json(cashOrderWithoutMoney())),
      answerKeepingBodies('deliverOrder', sent, () => {
        return HttpResponse.json(
          cashOrderWithoutMoney(
            { status: 'Delivered', moves: [] },
            { collected: 24000000, shortReason: 'Rest by UPI', balanceDue: 690000 },
          ),
        );
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order AUR-1042 delivered' });
    expect(dialog).toHaveAccessibleDescription(/the courier collects ₹2,46,900\.00/);
    const cash = within(dialog).getByRole('textbox', { name: 'Cash collected (₹)' });
    expect(cash).toHaveValue('246900');

    await user.clear(cash);
    await user.type(cash, '99,99,999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    expect(
      await within(dialog).findByText('At most ₹2,46,900.00, the order’s total, can be collected'),
    ).toBeInTheDocument();

    await user.clear(cash);
    await user.type(cash, '2,40,000');
    expect(cash).toHaveAccessibleDescription(/₹6,900\.00 short of ₹2,46,900\.00: it stays due/);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    expect(
      await within(dialog).findByText('Say why ₹2,46,900.00 was not collected in full'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why was less collected?' }),
      'Rest by UPI',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ cashCollected: '2,40,000', cashShortReason: 'Rest by UPI' });
    expect(await screen.findByText('₹6,900.00 due')).toBeInTheDocument();
  });
});
