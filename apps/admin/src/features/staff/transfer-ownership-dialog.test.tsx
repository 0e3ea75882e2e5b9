import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSession, StaffMember } from '@aurelle/contract';
import { sessionFor, staffMember } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const first = staffMember({ firstOwner: true });
const heir = staffMember({
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name: 'Asha Rao',
  email: 'asha@aurelle.example',
});
const manager = staffMember({
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Kabir Shah',
  email: 'kabir@aurelle.example',
  role: 'manager',
});

function serve(session: AdminSession, staff: StaffMember[]) {
  let current = session;
  let list = staff;
  const sent: unknown[] = [];
  server.use(
    answer('session', () => HttpResponse.json(current)),
    answer('listStaff', () => HttpResponse.json({ staff: list, invitations: [] })),
    answer('transferOwnership', async ({ request }) => {
      const body = (await request.json()) as { staffId: string; code: string };
      sent.push(body);
      if (body.code === '000000')
        return HttpResponse.json(
          {
            message: 'That code is wrong or was already used',
            errors: { code: 'That code is wrong or was already used' },
          },
          { status: 400 },
        );
      list = list.map((member) => ({ ...member, firstOwner: member.id === body.staffId }));
      current = { ...current, staff: { ...current.staff, firstOwner: false } };
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

describe('transfer ownership', () => {
  it('hands the title to the chosen owner with the password and a code', async () => {
    const sent = serve(sessionFor('owner', { staff: first }), [first, heir, manager]);
    const { user } = renderApp('/staff');
    const firstRow = (await screen.findByText('meera@aurelle.example')).closest('tr');
    expect(within(firstRow as HTMLElement).getByText('First owner')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
    // Only the other active owners are offered: the heir, not the manager.
    within(dialog).getByRole('combobox', { name: 'New first owner' }).focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(/^Asha Rao\s*asha@aurelle\.example/);
    await user.click(screen.getByRole('option', { name: /^Asha Rao/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'quiet-lantern-river-42');
    await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    // A wrong code: said under the field, the dialog stays.
    expect(await within(dialog).findByText('That code is wrong or was already used')).toBeVisible();

    const code = within(dialog).getByLabelText('Code from your authenticator app');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await screen.findByText('Asha Rao is now the first owner.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      staffId: heir.id,
      password: 'quiet-lantern-river-42',
      code: '123456',
    });
    // The session now says it is no longer the first owner: the action goes.
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).not.toBeInTheDocument();
  });

  it('asks for two-factor sign-in first when the first owner has none', async () => {
    serve(sessionFor('owner', { staff: { ...first, twoFactor: false } }), [first, heir]);
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
    expect(within(dialog).getByText(/Set up two-factor sign-in first\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/admin/account/two-factor',
    );
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('offers another owner neither the transfer nor a change of the first owner', async () => {
    serve(sessionFor('owner', { staff: heir }), [first, heir, manager]);
    renderApp('/staff');
    const firstRow = (await screen.findByText('meera@aurelle.example')).closest('tr');
    const row = within(firstRow as HTMLElement);
    expect(row.getByText('First owner')).toBeInTheDocument();
    expect(row.queryByRole('combobox')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    // The manager's row stays theirs to change.
    const managerRow = within(
      (await screen.findByText('kabir@aurelle.example')).closest('tr') as HTMLElement,
    );
    expect(managerRow.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).not.toBeInTheDocument();
  });
});
