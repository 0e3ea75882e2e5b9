import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, legalMessages, type LegalDetails } from '@aurelle/contract';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

const demo: LegalDetails = {
  legalName: 'Aurelle Demo Jewels Private Limited',
  gstin: `29AAGCA1234F1Z${gstinCheckCharacter('29AAGCA1234F1Z')}`,
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  pinCode: '560001',
  stateCode: '29',
  invoicePrefix: 'AUR',
  customerCare: { phone: '+91 80 4000 1234', email: 'care@aurelle.example' },
  grievanceOfficer: {
    name: 'Kavya Menon',
    designation: 'Grievance Officer',
    phone: '+91 80 4000 1299',
    email: 'grievance@aurelle.example',
  },
};

describe('legal details', () => {
  it("shows the demo's, checks the GSTIN before sending, and saves the owner's", async () => {
    const sent: unknown[] = [];
    answerSettings({ legal: demo, demo: true });
    server.use(
      answer('updateLegalDetails', async ({ request }) => {
        const body = (await request.json()) as typeof demo;
        sent.push(body);
        return HttpResponse.json({ details: body, demo: false });
      }),
    );
    const { user } = renderApp('/settings');
    expect(await screen.findByText(/These are the demo shop’s details/)).toBeInTheDocument();
    const region = screen.getByRole('heading', { name: 'Legal details' }).closest('section');
    if (!region) throw new Error('no legal details section');
    const legal = within(region);
    const gstin = within(legal.getByRole('group', { name: 'Business' })).getByRole('textbox', {
      name: 'GSTIN',
    });
    expect(gstin).toHaveValue(demo.gstin);
    expect(
      legal.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Business', 'Invoices', 'Customer care', 'Grievance officer']);
    const officer = within(legal.getByRole('group', { name: 'Grievance officer' }));
    expect(officer.getByRole('textbox', { name: 'Name' })).toHaveValue('Kavya Menon');
    expect(officer.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'grievance@aurelle.example',
    );
    expect(
      within(legal.getByRole('group', { name: 'Customer care' })).getByRole('textbox', {
        name: 'Phone',
      }),
    ).toHaveValue('+91 80 4000 1234');

    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.click(legal.getByRole('button', { name: 'Save legal details' }));
    expect(await legal.findByText(legalMessages.gstinInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, '29AAPFU0939F1Z' + gstinCheckCharacter('29AAPFU0939F1Z'));
    await user.clear(legal.getByRole('textbox', { name: 'Legal name' }));
    await user.type(legal.getByRole('textbox', { name: 'Legal name' }), 'Aurelle Jewels LLP');
    await user.click(legal.getByRole('button', { name: 'Save legal details' }));
    expect(await legal.findByText('Saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ legalName: 'Aurelle Jewels LLP', stateCode: '29' }),
    ]);
  });

  it('drops a stale refusal once a field changes, and warns before typed values are lost', async () => {
    answerSettings({ legal: demo, demo: false });
    server.use(
      answer('updateLegalDetails', () =>
        HttpResponse.json({ message: 'The shop could not save: try again.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/settings');
    const region = (await screen.findByRole('heading', { name: 'Legal details' })).closest(
      'section',
    );
    if (!region) throw new Error('no legal details section');
    const legal = within(region);
    const name = await legal.findByRole('textbox', { name: 'Legal name' });
    // Nothing typed yet: a reload is not held.
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(name, ' LLP');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(legal.getByRole('button', { name: 'Save legal details' }));
    expect(await legal.findByText('The shop could not save: try again.')).toBeInTheDocument();
    await user.type(name, '.');
    expect(legal.queryByText('The shop could not save: try again.')).not.toBeInTheDocument();

    // Another screen, with the values unsaved: asked first.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Orders',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(legal.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
      `${demo.legalName} LLP.`,
    );
  });
});
