import { screen } from '@testing-library/react';
import { orderSettingsMessages, type OrderSettings } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('new-order e-mails', () => {
  it('saves an address or a list of them, or none for every active owner', async () => {
    const sent: unknown[] = [];
    answerSettings();
    server.use(
      answer('updateOrderSettings', async ({ request }) => {
        const body = (await request.json()) as OrderSettings;
        sent.push(body);
        return HttpResponse.json({ ...body, notifyEmail: body.notifyEmail?.toLowerCase() ?? null });
      }),
    );
    const { user } = renderApp('/settings');
    const field = await screen.findByRole('textbox', { name: 'New-order e-mails' });
    expect(field).toHaveAccessibleDescription(/Empty: every active owner/);
    await user.type(field, 'orders at aurelle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(orderSettingsMessages.notifyEmailInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'a@shop.in, b@shop.in, c@shop.in, d@shop.in, e@shop.in, f@shop.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(orderSettingsMessages.notifyEmailTooMany)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, ' Orders@Aurelle.example ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(field).toHaveValue('orders@aurelle.example');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toEqual([
      { notifyEmail: 'Orders@Aurelle.example', hallmarkingChargePaise: 4_500 },
      { notifyEmail: null, hallmarkingChargePaise: 4_500 },
    ]);
  });
});

describe('the hallmarking charge', () => {
  it('shows BIS’s ₹45 until set, takes rupees from 0 to 1,000 and sends paise', async () => {
    const sent: OrderSettings[] = [];
    answerSettings();
    server.use(
      answer('updateOrderSettings', async ({ request }) => {
        const body = (await request.json()) as OrderSettings;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/settings');
    const field = await screen.findByRole('textbox', { name: 'Hallmarking charge per piece (₹)' });
    expect(field).toHaveValue('45');
    expect(field).toHaveAccessibleDescription(/before its GST .* prices do not change/);
    for (const bad of ['forty', '1,000.01', '-5']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(orderSettingsMessages.hallmarkingChargeInvalid),
      );
    }
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '50.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ notifyEmail: null, hallmarkingChargePaise: 5_050 }]);
    expect(field).toHaveValue('50.50');
  });
});
