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
});
