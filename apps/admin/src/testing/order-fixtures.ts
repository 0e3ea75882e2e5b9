import type {
  AdminOrder,
  AdminOrderCounts,
  AdminOrderLine,
  AdminOrderRow,
  AdminRefund,
} from '@aurelle/contract';

export const ORDER_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const RING_LINE = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
export const EARRING_LINE = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const CUSTOMER_ID = '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e';

export function orderCounts(overrides: Partial<AdminOrderCounts> = {}): AdminOrderCounts {
  return {
    counts: { Placed: 3, Packed: 1, Shipped: 4, Delivered: 12, Cancelled: 2, Released: 1 },
    toShip: 4,
    latestAt: '2026-11-27T09:30:00.000Z',
    ...overrides,
  };
}

/** What the list's row and the order's page say alike of the order below. */
const ORDER_HEAD: Pick<
  AdminOrder,
  'id' | 'orderNumber' | 'createdAt' | 'status' | 'paymentMethod' | 'paymentStatus' | 'refundState'
> = {
  id: ORDER_ID,
  orderNumber: 'AUR-1042',
  createdAt: '2026-11-27T09:30:00.000Z',
  status: 'Placed',
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  refundState: 'none',
};

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    ...ORDER_HEAD,
    customerName: 'Ananya Rao',
    customerEmail: 'ananya@example.in',
    city: 'Bengaluru',
    pieces: 3,
    total: 24690000,
    balanceDue: 0,
    ...overrides,
  };
}

export function orderLine(overrides: Partial<AdminOrderLine> = {}): AdminOrderLine {
  return {
    id: RING_LINE,
    productId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    name: 'Céleste halo ring',
    sku: 'RNG-CEL-01',
    image: null,
    quantity: 2,
    options: ['Ring size: 12', 'Metal: Yellow gold'],
    hallmarked: true,
    huids: [],
    available: ['AB12C4', 'QW34E5', 'ZX56C7'],
    availableUnsized: [],
    unitPrice: 12000000,
    refundedQuantity: 0,
    toPack: 2,
    ...overrides,
  };
}

export function refund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: '0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a',
    amount: 100000,
    method: 'provider',
    status: 'processed',
    reason: 'A stone was loose',
    restock: false,
    lines: [],
    providerRefundId: 'rfnd_9xYz',
    failureReason: null,
    staffName: 'Meera Iyer',
    createdAt: '2026-11-28T06:00:00.000Z',
    processedAt: '2026-11-28T06:00:05.000Z',
    ...overrides,
  };
}

/** A paid card order waiting to be packed: a hallmarked ring (2) and plain earrings (1). */
export function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...ORDER_HEAD,
    language: 'en',
    currency: 'INR',
    customer: {
      id: CUSTOMER_ID,
      name: 'Ananya Rao',
      email: 'ananya@example.in',
      phone: '+91 98450 12345',
      erased: false,
    },
    address: {
      name: 'Ananya Rao',
      phone: '+91 98450 12345',
      address1: '14 Lavelle Road',
      address2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
    },
    lines: [
      orderLine(),
      orderLine({
        id: EARRING_LINE,
        productId: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
        name: 'Pearl drops',
        sku: 'EAR-PRL-02',
        quantity: 1,
        options: [],
        hallmarked: false,
        available: [],
        unitPrice: 4690000,
        toPack: 1,
      }),
    ],
    shipment: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    cash: null,
    money: {
      subtotal: 28690000,
      discount: 4000000,
      shippingCost: 0,
      total: 24690000,
      gst: 719126,
      couponCode: 'DIWALI',
      paid: 24690000,
      refunded: 0,
      refundable: 24690000,
      refundTo: 'card',
      payments: [
        {
          id: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
          provider: 'razorpay',
          providerOrderId: 'order_Qa1',
          providerPaymentId: 'pay_Qa1',
          amount: 24690000,
          currency: 'INR',
          status: 'paid',
          failureReason: null,
          createdAt: '2026-11-27T09:30:10.000Z',
        },
      ],
      refunds: [],
      documents: [],
    },
    moves: ['pack', 'cancel'],
    events: [
      {
        id: 1,
        at: '2026-11-27T09:30:00.000Z',
        kind: 'placed',
        actor: null,
        data: { paymentMethod: 'razorpay' },
      },
      { id: 2, at: '2026-11-27T09:30:12.000Z', kind: 'paid', actor: null, data: {} },
      {
        id: 3,
        at: '2026-11-27T09:31:00.000Z',
        kind: 'email_sent',
        actor: null,
        data: { template: 'confirmation', to: 'ananya@example.in' },
      },
    ],
    ...overrides,
  };
}

/** The same order as a role without `prices:read` gets it: no money at all. */
export function orderWithoutMoney(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const base = order(overrides);
  return {
    ...base,
    money: null,
    lines: base.lines.map((line) => ({ ...line, unitPrice: null })),
  };
}

/**
 * A cash-on-delivery order as a role without `prices:read` gets it: no money, only the cash to
 * collect. Shipped, waiting for the courier, unless `cash` says what was collected.
 */
export function cashOrderWithoutMoney(
  overrides: Partial<AdminOrder> = {},
  cash: Partial<NonNullable<AdminOrder['cash']>> = {},
): AdminOrder {
  return {
    ...orderWithoutMoney({
      status: 'Shipped',
      paymentMethod: 'POD',
      paymentStatus: 'not_required',
      moves: ['deliver'],
      ...overrides,
    }),
    cash: { toCollect: 24690000, collected: null, shortReason: null, balanceDue: 0, ...cash },
  };
}
