import { screen } from '@testing-library/react';
import { shopSettingsMessages, type CashOnDeliveryBody } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('cash on delivery', () => {
  it('turns off, takes a cap in rupees up to ₹2,00,000 and sends paise', async () => {
    const sent: CashOnDeliveryBody[] = [];
    answerSettings();
    server.use(
      answer('updateCashOnDeliverySettings', async ({ request }) => {
        const body = (await request.json()) as CashOnDeliveryBody;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/settings');
    const offered = await screen.findByRole('checkbox', { name: 'Offer cash on delivery' });
    const cap = screen.getByRole('textbox', { name: 'Offered for orders under (₹)' });
    const saveButton = screen.getByRole('button', { name: 'Save cash on delivery' });
    expect(offered).toBeChecked();
    expect(cap).toHaveValue('200000');
    expect(cap).toHaveAccessibleDescription(/At most ₹2,00,000/);

    for (const bad of ['200000.01', 'lots', '0']) {
      await user.clear(cap);
      await user.type(cap, bad);
      await user.click(saveButton);
      expect(cap).toHaveAccessibleDescription(
        expect.stringContaining(shopSettingsMessages.cashCapInvalid),
      );
    }
    expect(sent).toEqual([]);

    await user.click(offered);
    await user.clear(cap);
    await user.type(cap, '50,000');
    await user.click(saveButton);
    expect(await screen.findByText('Saved. The shop follows at once.')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: false, capPaise: 50_000_00 }]);
    expect(offered).not.toBeChecked();
    expect(cap).toHaveValue('50000');
  });
});
