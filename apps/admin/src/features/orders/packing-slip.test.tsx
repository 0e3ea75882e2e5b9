import { orderAdminMessages, type AdminOrder, type StaffRole } from '@aurelle/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { order, ORDER_ID, orderRow, orderWithoutMoney } from '../../testing/order-fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

/** A PDF as the API answers it, under `filename`. */
const pdf = (filename: string) =>
  new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });

/** What the browser was handed to save: each file's name and type. */
let saved: { filename: string; type: string }[] = [];
let blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  blobs = new Map();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ filename: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
});
afterEach(() => vi.restoreAllMocks());

async function orderPage(role: StaffRole, shown: AdminOrder) {
  server.use(
    answer('session', () => HttpResponse.json(sessionFor(role))),
    answer('order', () => HttpResponse.json(shown)),
  );
  const view = renderApp(`/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { name: 'Order AUR-1042', level: 1 });
  return view;
}

describe("an order's packing slip", () => {
  it('is offered while the order is to pack or packed, to those who fulfil orders', async () => {
    const offered = async (role: StaffRole, shown: AdminOrder) => {
      const view = await orderPage(role, shown);
      const button = screen.queryByRole('button', { name: 'Packing slip' });
      view.unmount();
      return button !== null;
    };
    expect(await offered('fulfilment', orderWithoutMoney())).toBe(true);
    expect(await offered('manager', order({ status: 'Packed', moves: ['ship', 'cancel'] }))).toBe(
      true,
    );
    expect(await offered('accountant', order())).toBe(false);
    // A card order not paid yet cannot be packed: no slip.
    expect(await offered('owner', order({ paymentStatus: 'pending', moves: ['cancel'] }))).toBe(
      false,
    );
    expect(
      await offered('fulfilment', orderWithoutMoney({ status: 'Shipped', moves: ['deliver'] })),
    ).toBe(false);
  });

  it("downloads the order's slip from its endpoint under the server's name", async () => {
    const asked: string[] = [];
    server.use(
      answer('packingSlip', ({ request, params }) => {
        asked.push(`${request.headers.get('x-admin-request')} ${String(params.orderId)}`);
        return pdf('packing-slip-AUR-1042.pdf');
      }),
    );
    const { user } = await orderPage('fulfilment', orderWithoutMoney());
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    await expect
      .poll(() => saved)
      .toEqual([{ filename: 'packing-slip-AUR-1042.pdf', type: 'application/pdf' }]);
    expect(asked).toEqual([`1 ${ORDER_ID}`]);
  });

  it("shows the server's refusal rather than saving it", async () => {
    const message = orderAdminMessages.packingSlipRefused.replace('{status}', 'Shipped');
    server.use(answer('packingSlip', () => HttpResponse.json({ message }, { status: 409 })));
    const { user } = await orderPage('fulfilment', orderWithoutMoney());
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});

describe('packing slips for the orders to pack', () => {
  function ordersList(role: StaffRole) {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor(role))),
      answer('orders', () => HttpResponse.json({ items: [orderRow()], next: null })),
    );
    return renderApp('/orders');
  }

  it('download in one PDF from the list, for those who fulfil orders', async () => {
    let asked = 0;
    server.use(
      answer('packingSlips', () => {
        asked += 1;
        return pdf('packing-slips-2026-11-28.pdf');
      }),
    );
    const { user } = ordersList('fulfilment');
    await user.click(
      await screen.findByRole('button', { name: 'Packing slips for orders to pack' }),
    );
    await expect
      .poll(() => saved)
      .toEqual([{ filename: 'packing-slips-2026-11-28.pdf', type: 'application/pdf' }]);
    expect(asked).toBe(1);
  });

  it('say why when there are none or too many, and are not offered to the accountant', async () => {
    server.use(
      answer('packingSlips', () =>
        HttpResponse.json({ message: orderAdminMessages.packingSlipsNone }, { status: 404 }),
      ),
    );
    const view = ordersList('manager');
    await view.user.click(
      await screen.findByRole('button', { name: 'Packing slips for orders to pack' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No order is waiting to be packed');
    expect(saved).toEqual([]);
    view.unmount();

    ordersList('accountant');
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(
      screen.queryByRole('button', { name: 'Packing slips for orders to pack' }),
    ).not.toBeInTheDocument();
  });
});
