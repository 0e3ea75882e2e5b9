import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, staffMember } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

describe('invite dialog', () => {
  it('sends the e-mail, name and chosen role, then says the invitation went', async () => {
    let body: unknown;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('listStaff', () => HttpResponse.json({ staff: [staffMember()], invitations: [] })),
      answer('invite', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          id: '2c9a1e1d-0d61-4a0b-8d7e-3b1f8e6a4c10',
          email: 'asha@aurelle.example',
          name: 'Asha Rao',
          role: 'manager',
          invitedBy: 'meera@aurelle.example',
          expiresAt: '2026-11-30T10:00:00.000Z',
        });
      }),
    );
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByLabelText('E-mail'), ' Asha@Aurelle.example ');
    await user.type(within(dialog).getByLabelText('Name'), 'Asha Rao');
    // The role, chosen by keyboard as a person would: open the list, move to Manager, pick it.
    within(dialog).getByRole('combobox', { name: 'Role' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: /^Manager/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'Invitation sent to asha@aurelle.example. The link works for 72 hours.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'asha@aurelle.example', name: 'Asha Rao', role: 'manager' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
