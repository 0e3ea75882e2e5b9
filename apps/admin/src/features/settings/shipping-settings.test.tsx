import { screen } from '@testing-library/react';
import { shopSettingsMessages, type ShippingSettingsBody } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('shipping', () => {
  it('shows free shipping, refuses amounts out of range and sends paise', async () => {
    const sent: ShippingSettingsBody[] = [];
    answerSettings();
    server.use(
      answer('updateShippingSettings', async ({ request }) => {
        const body = (await request.json()) as ShippingSettingsBody;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/settings');
    const charge = await screen.findByRole('textbox', { name: 'Shipping charge (₹)' });
    const freeFrom = screen.getByRole('textbox', { name: 'Charged on orders under (₹)' });
    const saveButton = screen.getByRole('button', { name: 'Save shipping' });
    expect(charge).toHaveValue('0');
    expect(freeFrom).toHaveValue('50000');
    expect(charge).toHaveAccessibleDescription(/0: shipping is free/);

    for (const bad of ['5000.01', 'some', '-1']) {
      await user.clear(charge);
      await user.type(charge, bad);
      await user.click(saveButton);
      expect(charge).toHaveAccessibleDescription(
        expect.stringContaining(shopSettingsMessages.shippingChargeInvalid),
      );
    }
    await user.clear(charge);
    await user.type(charge, '500');
    await user.clear(freeFrom);
    await user.type(freeFrom, '0');
    await user.click(saveButton);
    expect(freeFrom).toHaveAccessibleDescription(
      expect.stringContaining(shopSettingsMessages.shippingFreeFromInvalid),
    );
    expect(sent).toEqual([]);

    await user.clear(freeFrom);
    await user.type(freeFrom, '1,50,000');
    await user.click(saveButton);
    expect(
      await screen.findByText(
        'Saved. The shop’s carts follow at once; orders already placed keep theirs.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ chargePaise: 500_00, freeFromPaise: 1_50_000_00 }]);
    expect(charge).toHaveValue('500');
    expect(freeFrom).toHaveValue('150000');
  });
});
