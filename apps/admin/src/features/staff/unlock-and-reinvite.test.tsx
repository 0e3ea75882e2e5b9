import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, staffMember } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const colleague = staffMember({
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'ravi@aurelle.example',
  name: 'Ravi Kumar',
  role: 'fulfilment',
});
const pending = {
  id: '2c9a1e1d-0d61-4a0b-8d7e-3b1f8e6a4c10',
  email: 'asha@aurelle.example',
  name: 'Asha Rao',
  role: 'manager' as const,
  invitedBy: 'Meera Iyer',
  expiresAt: '2026-11-30T10:00:00.000Z',
};

describe('the staff screen', () => {
  it('shows a colleague locked after wrong sign-ins, whom the owner unlocks', async () => {
    let locked = [colleague.id];
    const unlocked: string[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('listStaff', () =>
        HttpResponse.json({ staff: [staffMember(), colleague], invitations: [], locked }),
      ),
      answer('unlockStaff', ({ params }) => {
        unlocked.push(String(params.id));
        locked = [];
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp('/staff');
    const row = (await screen.findByText('Ravi Kumar')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Ravi Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(
      await screen.findByText('Ravi Kumar is unlocked and can sign in again.'),
    ).toBeInTheDocument();
    expect(unlocked).toEqual([colleague.id]);
    await expect.poll(() => within(row).queryByText('Locked')).toBeNull();
  });

  it('says before sending that a second invitation to an address replaces the first', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('listStaff', () =>
        HttpResponse.json({ staff: [staffMember()], invitations: [pending], locked: [] }),
      ),
    );
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    const replaces =
      'Meera Iyer already invited this address. Sending replaces that invitation: the link in the first e-mail stops working.';
    await user.type(within(dialog).getByLabelText('E-mail'), 'someone@aurelle.example');
    expect(within(dialog).queryByText(replaces)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), ' Asha@Aurelle.example');
    expect(within(dialog).getByRole('status')).toHaveTextContent(replaces);
  });
});
