import {
  ROLE_PERMISSIONS,
  type AdminOrderRow,
  type AdminSession,
  type LowStockItem,
  type NetSales,
  type SalesSummary,
  type StaffMember,
  type StaffRole,
  type WorkQueue,
} from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { answer, server } from './server.ts';

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '0b7f3c2e-2f1a-4c1e-9a51-6d2f5b8c9e01',
    email: 'meera@aurelle.example',
    name: 'Meera Iyer',
    role: 'owner',
    active: true,
    firstOwner: false,
    twoFactor: true,
    lastSignInAt: '2026-11-27T09:30:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in session for a role, with that role's permissions as the server sends them. */
export function sessionFor(role: StaffRole, overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    stage: 'ready',
    staff: staffMember({ role }),
    permissions: [...ROLE_PERMISSIONS[role]],
    demo: false,
    brandName: 'Aurelle',
    ...overrides,
  };
}

/** The dashboard's day and month of sales: none unless given. */
export function salesSummary(overrides: Partial<SalesSummary> = {}): SalesSummary {
  return {
    date: '2026-11-27',
    today: { orders: 0, received: 0 },
    month: { orders: 0, received: 0 },
    owed: { orders: 0, amount: 0 },
    ...overrides,
  };
}

/** A week of net sales ending on 27 November 2026: none unless given. */
export function netSales(overrides: Partial<NetSales> = {}): NetSales {
  const none = { net: 0, orders: 0, average: 0 };
  return {
    days: '7',
    from: '2026-11-21',
    to: '2026-11-27',
    current: none,
    previous: none,
    daily: Array.from({ length: 7 }, (_, index) => ({
      date: `2026-11-${21 + index}`,
      net: 0,
      orders: 0,
    })),
    topProducts: [],
    ...overrides,
  };
}

/** The dashboard's work queue: nothing waiting unless given. */
export function workQueue(overrides: Partial<WorkQueue> = {}): WorkQueue {
  return {
    toShip: 0,
    lowStock: 0,
    soldOut: 0,
    steps: { placed: 0, packed: 0, shipped: 0, unpaid: 0 },
    ...overrides,
  };
}

/**
 * The dashboard's calls: its sales, net sales and work queue, the low-stock list and the newest
 * orders, empty unless given.
 */
export function answerDashboard({
  sales = salesSummary(),
  net = netSales(),
  work = workQueue(),
  lowStock = [],
  orders = [],
}: {
  sales?: SalesSummary;
  net?: NetSales;
  work?: WorkQueue;
  lowStock?: LowStockItem[];
  orders?: AdminOrderRow[];
} = {}) {
  server.use(
    answer('lowStock', () => HttpResponse.json({ items: lowStock })),
    answer('orders', () => HttpResponse.json({ items: orders, next: null })),
    answer('sales', () => HttpResponse.json(sales)),
    answer('netSales', () => HttpResponse.json(net)),
    answer('workQueue', () => HttpResponse.json(work)),
  );
}
