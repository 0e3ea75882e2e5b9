import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '@aurelle/contract';
import { adminCustomer, CUSTOMER_ID, ORDER_ID } from '../../testing/customer-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

/** The API as the page meets it: the customer as it stands, changed by the calls it gets. */
function customerApi(start: AdminCustomer) {
  let customer = start;
  const bodies: { notes: unknown[]; erase: unknown[] } = { notes: [], erase: [] };
  server.use(
    answer('session', () => HttpResponse.json(sessionFor('manager'))),
    answer('customer', () => HttpResponse.json(customer)),
    answer('addCustomerNote', async ({ request }) => {
      const body = (await request.json()) as { text: string };
      bodies.notes.push(body);
      customer = {
        ...customer,
        notes: [
          {
            id: `n${bodies.notes.length}`,
            text: body.text.trim(),
            actor: 'Meera Iyer',
            at: '2026-04-03T10:00:00.000Z',
          },
          ...customer.notes,
        ],
      };
      return HttpResponse.json(customer);
    }),
    answerKeepingBodies('eraseCustomer', bodies.erase, () => {
      customer = {
        ...customer,
        name: 'Erased customer',
        email: null,
        phone: null,
        erasedAt: '2026-04-03T10:05:00.000Z',
        addresses: [],
        notes: [],
      };
      return HttpResponse.json(customer);
    }),
  );
  return bodies;
}

describe('customer page', () => {
  it('shows who they are, their addresses and orders, linking each order to its page', async () => {
    customerApi(adminCustomer());
    const { user, router } = renderApp(`/customers/${CUSTOMER_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Lakshmi Narayan', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('lakshmi@example.com')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getAllByText('₹51,500.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/4 Residency Road/)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders of this customer' });
    expect(within(orders).getByRole('row', { name: /AU-100042.*Delivered/ })).toBeInTheDocument();
    await user.click(within(orders).getByRole('link', { name: 'AU-100042' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`);
  });

  it('adds a note, with the rule shown before anything is sent', async () => {
    const bodies = customerApi(adminCustomer());
    const { user } = renderApp(`/customers/${CUSTOMER_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(bodies.notes).toEqual([]);

    await user.type(field, 'Ring size 12 for the anniversary band.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(bodies.notes).toEqual([{ text: 'Ring size 12 for the anniversary band.' }]);
    const list = screen.getByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Ring size 12 for the anniversary band.')).toBeInTheDocument();
    expect(within(list).getByText(/^Meera Iyer · /)).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('erases only once ERASE is typed, saying what tax law keeps', async () => {
    const bodies = customerApi(adminCustomer());
    const { user } = renderApp(`/customers/${CUSTOMER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' });
    expect(dialog).toHaveTextContent(
      'Lakshmi Narayan’s personal data is erased now, for good, and they are signed out at once.',
    );
    expect(dialog).toHaveTextContent(/Kept, as tax law requires \(CGST Rules, Rule 46\)/);
    expect(dialog).toHaveTextContent(/only the state, the place of supply/);
    const submit = within(dialog).getByRole('button', { name: 'Erase personal data' });
    expect(submit).toBeDisabled();
    const confirm = within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' });
    await user.type(confirm, 'erase');
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'ERASE');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Erased customer', level: 1 }),
    ).toBeInTheDocument();
    expect(bodies.erase).toEqual([{ confirm: 'ERASE' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Personal data erased on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    // The orders stay.
    expect(screen.getByRole('link', { name: 'AU-100042' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    customerApi(adminCustomer());
    server.use(
      answer('eraseCustomer', () =>
        HttpResponse.json({ message: 'Finish or cancel their open orders first' }, { status: 409 }),
      ),
    );
    const { user } = renderApp(`/customers/${CUSTOMER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }),
      'ERASE',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Finish or cancel their open orders first',
    );
  });

  it('cannot start an erasure while an order is still to deliver', async () => {
    customerApi(adminCustomer({ openOrders: 1 }));
    renderApp(`/customers/${CUSTOMER_ID}`);
    expect(await screen.findByRole('button', { name: 'Erase personal data…' })).toBeDisabled();
    expect(
      screen.getByText('An order is still to deliver: finish or cancel it first.'),
    ).toBeInTheDocument();
  });

  it('shows a role that may only read no note form and no erasure', async () => {
    customerApi(adminCustomer());
    server.use(
      answer('session', () =>
        HttpResponse.json(sessionFor('manager', { permissions: ['customers:read'] })),
      ),
    );
    renderApp(`/customers/${CUSTOMER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).not.toBeInTheDocument();
  });
});
