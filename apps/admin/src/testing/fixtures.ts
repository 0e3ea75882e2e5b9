import {
  ROLE_PERMISSIONS,
  type AdminSession,
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

/** The dashboard's calls: its sales and its work queue, empty unless given. */
export function answerDashboard({
  sales = salesSummary(),
  work = { toShip: 0, lowStock: 0, soldOut: 0 },
}: { sales?: SalesSummary; work?: WorkQueue } = {}) {
  server.use(
    answer('sales', () => HttpResponse.json(sales)),
    answer('workQueue', () => HttpResponse.json(work)),
  );
}
