import type { AuditEntry } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, staffMember } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const meera = staffMember();

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: '1',
    at: '2026-11-27T10:00:00.000Z',
    staffId: null,
    actor: null,
    action: 'session.sign-in',
    entityType: 'session',
    entityId: null,
    changes: {},
    ip: null,
    userAgent: null,
    ...overrides,
  };
}

describe('the audit log', () => {
  it('shows failed sign-ins, a lock and exports: by whom, from where, at what, and what left', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('listStaff', () => HttpResponse.json({ staff: [meera], invitations: [] })),
      answer('audit', () =>
        HttpResponse.json({
          next: null,
          entries: [
            entry({
              id: '4',
              staffId: meera.id,
              actor: meera.email,
              action: 'order.exported',
              entityType: 'order',
              changes: { placed: { after: '2026-11-01 to 2026-11-27' }, rows: { after: 42 } },
              ip: '198.51.100.4',
            }),
            entry({
              id: '3',
              action: 'account.locked',
              entityType: 'staff',
              entityId: meera.id,
              changes: { wrongTriesThisHour: { after: 10 } },
              ip: '203.0.113.7',
            }),
            entry({
              id: '2',
              action: 'session.sign-in-failed',
              entityType: 'staff',
              entityId: meera.id,
              changes: { factor: { after: 'password' } },
              ip: '203.0.113.7',
            }),
            entry({
              id: '1',
              action: 'session.sign-in-failed',
              entityType: 'staff',
              changes: { factor: { after: 'password' }, account: { after: 'unknown' } },
              ip: '203.0.113.8',
            }),
          ],
        }),
      ),
    );
    renderApp('/audit');
    const table = await screen.findByRole('region', { name: 'Audit log entries' });
    const rows = await within(table).findAllByRole('row');
    const [, exported, locked, failed, unknown] = rows.map((row) => row.textContent ?? '');
    expect(exported).toContain('Meera Iyer');
    expect(exported).toContain('Exported orders as CSV');
    expect(exported).toContain('placed: 2026-11-01 to 2026-11-27');
    expect(exported).toContain('rows: 42');
    expect(locked).toContain('Not signed in, from 203.0.113.7');
    expect(locked).toContain('Locked to guessing addresses');
    expect(locked).toContain('Staff Meera Iyer');
    expect(failed).toContain('Wrong password or code at sign-in');
    expect(failed).toContain('factor: password');
    expect(unknown).toContain('Not signed in, from 203.0.113.8');
    expect(unknown).toContain('account: unknown');
    expect(unknown).not.toContain('System');
  });

  it('speaks rupees, rates per gram, order numbers with links and names', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('listStaff', () => HttpResponse.json({ staff: [], invitations: [] })),
      answer('audit', () =>
        HttpResponse.json({
          next: null,
          entries: [
            entry({
              id: '2',
              staffId: meera.id,
              actor: 'old-address@staff.example',
              actorName: 'Meera Iyer',
              action: 'order.refunded',
              entityType: 'order',
              entityId: '6bd92b62-1111-4222-8333-944445555666',
              subject: { label: 'AU-100042', customerName: 'Lakshmi Narayan' },
              changes: {
                refund: { after: { amount: 2_800_000, method: 'cash', restock: true } },
                reason: { after: '[24 characters]' },
              },
            }),
            entry({
              id: '1',
              staffId: meera.id,
              actorName: 'Meera Iyer',
              action: 'prices.rates-set',
              entityType: 'settings',
              entityId: 'metal-rates',
              changes: {
                'gold-24k': { before: 745_000, after: 760_000 },
                repriced: { after: 12 },
              },
            }),
          ],
        }),
      ),
    );
    renderApp('/audit');
    const table = await screen.findByRole('region', { name: 'Audit log entries' });
    const [, refund, rates] = await within(table).findAllByRole('row');
    if (!refund || !rates) throw new Error('rows missing');
    expect(refund).toHaveTextContent('Meera Iyer');
    expect(refund).toHaveTextContent('refund: amount ₹28,000.00, method cash, back in stock yes');
    expect(refund).toHaveTextContent('for Lakshmi Narayan');
    // The order by its number, not the start of its id (which only the details keep).
    expect(within(refund).getAllByRole('cell')[3]).toHaveTextContent(
      'Order AU-100042 for Lakshmi Narayan',
    );
    expect(within(refund).getAllByRole('cell')[3]).not.toHaveTextContent('6bd92b62');
    expect(rates).toHaveTextContent('24K gold: ₹7,450.00 per gram → ₹7,600.00 per gram');
    expect(rates).toHaveTextContent('products repriced: 12');
    // The raw record stays at hand, folded.
    const details = within(refund).getByText('Details');
    expect(details.closest('details')).not.toHaveAttribute('open');
    expect(details.closest('details')).toHaveTextContent('"amount": 2800000');
    expect(within(refund).getByRole('link', { name: 'AU-100042' })).toHaveAttribute(
      'href',
      '/admin/orders/6bd92b62-1111-4222-8333-944445555666',
    );
  });
});
