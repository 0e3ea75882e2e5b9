import { orderAdminMessages, type AdminOrder, type StaffRole } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import {
  cashOrderWithoutMoney,
  order,
  ORDER_ID,
  orderWithoutMoney,
  refund,
} from '../../testing/order-fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

/** The panel under a heading. */
const cashBox = (heading: HTMLElement) => heading.closest('section') ?? heading;

const ACTIONS = ['Pack', 'Ship', 'Mark delivered', 'Refund', 'Cancel order'];

async function actionsShown(role: StaffRole, shown: AdminOrder) {
  server.use(
    answer('session', () => HttpResponse.json(sessionFor(role))),
    answer('order', () => HttpResponse.json(shown)),
  );
  const view = renderApp(`/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { name: 'Order AUR-1042', level: 1 });
  const names = ACTIONS.filter((name) => screen.queryByRole('button', { name }));
  view.unmount();
  return names;
}

describe('order page', () => {
  it('offers only the moves the order allows and the role may make', async () => {
    expect(await actionsShown('manager', order())).toEqual(['Pack', 'Refund', 'Cancel order']);
    expect(
      await actionsShown('owner', order({ status: 'Packed', moves: ['ship', 'cancel'] })),
    ).toEqual(['Ship', 'Refund', 'Cancel order']);
    expect(
      await actionsShown(
        'fulfilment',
        orderWithoutMoney({ status: 'Packed', moves: ['ship', 'cancel'] }),
      ),
    ).toEqual(['Ship']);
    expect(
      await actionsShown(
        'fulfilment',
        orderWithoutMoney({ status: 'Shipped', moves: ['deliver'] }),
      ),
    ).toEqual(['Mark delivered']);
    expect(await actionsShown('accountant', order())).toEqual([]);
    // Nothing left to refund: no Refund, whatever the role.
    const refunded = order({ status: 'Delivered', moves: [] });
    expect(
      await actionsShown('owner', {
        ...refunded,
        money: refunded.money && { ...refunded.money, refundable: 0 },
      }),
    ).toEqual([]);
  });

  it('shows the lines, people, money and timeline, newest first', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('order', () => {
        const base = order({ refundState: 'partial' });
        return HttpResponse.json({
          ...base,
          money: base.money && {
            ...base.money,
            refunded: 100000,
            refundable: 24590000,
            refunds: [refund()],
            documents: [
              {
                kind: 'invoice',
                id: 'inv-1',
                number: 'AUR/26-27/000042',
                issuedAt: '2026-11-28T05:00:00.000Z',
                url: `/api/admin/orders/${ORDER_ID}/invoice`,
              },
              {
                kind: 'credit_note',
                id: 'cn-1',
                number: 'AUR/26-27/C00007',
                issuedAt: '2026-11-28T06:00:05.000Z',
                url: `/api/admin/orders/${ORDER_ID}/credit-notes/cn-1`,
              },
            ],
          },
          events: [
            ...base.events,
            {
              id: 4,
              at: '2026-11-28T06:00:05.000Z',
              kind: 'refund_processed',
              actor: 'Meera Iyer',
              data: { amount: 100000 },
            },
            {
              id: 5,
              at: '2026-11-28T07:00:00.000Z',
              kind: 'note',
              actor: 'Meera Iyer',
              data: { text: 'Called her about the clasp' },
            },
          ],
        });
      }),
    );
    renderApp(`/orders/${ORDER_ID}`);
    const lines = await screen.findByRole('region', { name: 'Ordered pieces' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      /Céleste halo ring.*Ring size: 12 · Metal: Yellow gold.*RNG-CEL-01.*2.*₹1,20,000\.00.*Not packed yet/,
    );
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customer’s page/ })).toHaveAttribute(
      'href',
      '/admin/customers/8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
    );
    expect(screen.getByText('Discount (DIWALI)').nextSibling).toHaveTextContent('−₹40,000.00');
    expect(screen.getByText('Refundable').nextSibling).toHaveTextContent('₹2,45,900.00');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getAllByRole('row')[1]).toHaveTextContent(
      /Processed.*₹1,000\.00.*An amount.*rfnd_9xYz.*A stone was loose.*Meera Iyer/,
    );
    const documents = screen.getByRole('list', { name: 'Tax documents' });
    const invoice = within(documents).getByRole('link', {
      name: /GST invoice\s*AUR\/26-27\/000042/,
    });
    expect(invoice).toHaveAttribute('href', `/api/admin/orders/${ORDER_ID}/invoice`);
    expect(invoice).toHaveAttribute('download');
    expect(
      within(documents).getByRole('link', { name: /Credit note\s*AUR\/26-27\/C00007/ }),
    ).toHaveAttribute('href', `/api/admin/orders/${ORDER_ID}/credit-notes/cn-1`);
    const timeline = screen.getByRole('list', { name: 'Timeline, newest first' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'NoteCalled her about the clasp28 Nov 2026, 12:30 · Meera Iyer',
      'Refund of ₹1,000.00 processed28 Nov 2026, 11:30 · Meera Iyer',
      'E-mail sent: order confirmed27 Nov 2026, 15:01 · Shop',
      'Payment received27 Nov 2026, 15:00 · Customer',
      'Order placed: card, online27 Nov 2026, 15:00 · Customer',
    ]);
  });

  it('shows fulfilment no money anywhere, and lets them add a note', async () => {
    const notes: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () =>
        HttpResponse.json(
          orderWithoutMoney({
            events: [
              ...order().events,
              {
                id: 4,
                at: '2026-11-28T06:00:05.000Z',
                kind: 'refund_processed',
                actor: 'Meera Iyer',
                data: { amount: 100000 },
              },
            ],
          }),
        ),
      ),
      answerKeepingBodies('addOrderNote', notes, () => {
        const base = orderWithoutMoney();
        return HttpResponse.json({
          ...base,
          events: [
            ...base.events,
            {
              id: 9,
              at: '2026-11-28T08:00:00.000Z',
              kind: 'note',
              actor: 'Meera Iyer',
              data: { text: 'Gift wrap' },
            },
          ],
        });
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await screen.findByRole('region', { name: 'Ordered pieces' });
    expect(document.body).not.toHaveTextContent('₹');
    expect(screen.queryByRole('heading', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Unit price' })).not.toBeInTheDocument();
    expect(screen.getByText('Refund processed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Customer’s page/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(orderAdminMessages.noteRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Gift wrap');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(notes).toEqual([{ text: 'Gift wrap' }]);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(screen.getByText('Gift wrap', { selector: 'blockquote' })).toBeInTheDocument();
  });

  it('shows the server’s 409 and loads the order again; a 400 shows beside its field', async () => {
    let loads = 0;
    let tries = 0;
    const refused = 'This order is Cancelled now, so it cannot be shipped';
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () => {
        loads += 1;
        return HttpResponse.json(
          tries < 2
            ? orderWithoutMoney({ status: 'Packed', moves: ['ship', 'cancel'] })
            : orderWithoutMoney({ status: 'Cancelled', moves: [], cancelReason: 'Asked by phone' }),
        );
      }),
      answer('shipOrder', () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json(
              {
                message: `Invalid trackingNumber: ${orderAdminMessages.trackingInvalid}`,
                errors: { trackingNumber: orderAdminMessages.trackingInvalid },
              },
              { status: 400 },
            )
          : HttpResponse.json({ message: refused }, { status: 409 });
      }),
    );
    const { user } = renderApp(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order AUR-1042' });
    // What goes out, each piece with its options.
    expect(
      within(within(dialog).getByRole('region', { name: 'In the parcel' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Céleste halo ring (Ring size: 12 · Metal: Yellow gold)', '1 × Pearl drops']);
    await user.type(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'BlueDart');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'AWB 123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText(orderAdminMessages.trackingInvalid)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Tracking number' }),
    ).toHaveAccessibleDescription(/Use letters, digits, spaces and hyphens, at most 40/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const loaded = loads;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    await expect.poll(() => loads).toBeGreaterThan(loaded);
    // The order as it is now allows no shipping: the dialog says so and cannot be sent again.
    await expect
      .poll(() => within(dialog).getByRole('button', { name: 'Mark as shipped' }))
      .toBeDisabled();
    // Underneath, the order as it is now: cancelled, nothing to ship.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Reason: Asked by phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('shows fulfilment the cash to collect on a cash order, and no other price', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('order', () => HttpResponse.json(cashOrderWithoutMoney())),
    );
    renderApp(`/orders/${ORDER_ID}`);
    const cash = cashBox(await screen.findByRole('heading', { name: 'Cash on delivery' }));
    expect(within(cash).getByText('To collect').nextSibling).toHaveTextContent('₹2,46,900.00');
    expect(screen.getByText('Cash on delivery: collect ₹2,46,900.00')).toBeInTheDocument();
    // The amount to collect is the only price on the page.
    expect(new Set(document.body.textContent?.match(/₹[\d,.]+/g))).toEqual(
      new Set(['₹2,46,900.00']),
    );
    expect(screen.queryByRole('heading', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Unit price' })).not.toBeInTheDocument();
  });

  it('shows the owner what was collected short, why, and the balance due', async () => {
    const reason = 'The customer pays the rest by UPI tomorrow';
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('order', () => {
        const base = order({
          status: 'Delivered',
          paymentMethod: 'POD',
          paymentStatus: 'not_required',
          moves: [],
        });
        return HttpResponse.json({
          ...base,
          cash: {
            toCollect: 24690000,
            collected: 24000000,
            shortReason: reason,
            balanceDue: 690000,
          },
          money: base.money && {
            ...base.money,
            paid: 24000000,
            refundable: 24000000,
            refundTo: 'cash',
            payments: [],
          },
          events: [
            ...base.events,
            {
              id: 4,
              at: '2026-11-29T06:00:00.000Z',
              kind: 'delivered',
              actor: 'Ravi Kumar',
              data: { cashCollected: 24000000, cashShortReason: reason },
            },
          ],
        });
      }),
    );
    renderApp(`/orders/${ORDER_ID}`);
    const cash = cashBox(await screen.findByRole('heading', { name: 'Cash on delivery' }));
    expect(within(cash).getByText('Cash collected').nextSibling).toHaveTextContent('₹2,40,000.00');
    expect(within(cash).getByText('Balance due').nextSibling).toHaveTextContent('₹6,900.00');
    expect(cash).toHaveTextContent(`Collected less: ${reason}`);
    expect(screen.getByText('₹6,900.00 due')).toBeInTheDocument();
    expect(screen.getByText('Paid').nextSibling).toHaveTextContent('₹2,40,000.00');
    expect(
      screen.getByText(`Delivered; ₹2,40,000.00 collected in cash: ${reason}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });
});
