import { screen } from '@testing-library/react';
import { shopSettingsMessages, type StorefrontSettingsBody } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('the shop pages’ settings', () => {
  it('take a request-quote e-mail or none, and a launch date, and send them', async () => {
    const sent: StorefrontSettingsBody[] = [];
    answerSettings();
    server.use(
      answer('updateStorefrontSettings', async ({ request }) => {
        const body = (await request.json()) as StorefrontSettingsBody;
        sent.push(body);
        return HttpResponse.json({ ...body, quoteEmail: body.quoteEmail?.toLowerCase() ?? null });
      }),
    );
    const { user } = renderApp('/settings');
    const email = await screen.findByRole('textbox', { name: 'Request-quote e-mails' });
    const launch = screen.getByLabelText('Launch date and time');
    const saveButton = screen.getByRole('button', { name: 'Save shop pages' });
    expect(email).toHaveAccessibleDescription(/Empty: the customer care e-mail/);
    expect(launch).toHaveValue('2025-01-28T12:50');

    await user.type(email, 'quotes at aurelle');
    await user.click(saveButton);
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining(shopSettingsMessages.emailInvalid),
    );
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Quotes@Aurelle.example');
    await user.clear(launch);
    await user.type(launch, '2026-12-01T10:00');
    await user.click(saveButton);
    expect(await screen.findByText('Saved. The shop follows at once.')).toBeInTheDocument();
    expect(sent).toEqual([{ quoteEmail: 'Quotes@Aurelle.example', launchAt: '2026-12-01T10:00' }]);
    expect(email).toHaveValue('quotes@aurelle.example');
  });

  it('refuses a launch date that is not one, and sends nothing', async () => {
    answerSettings();
    const { user } = renderApp('/settings');
    const launch = await screen.findByLabelText('Launch date and time');
    await user.clear(launch);
    await user.click(screen.getByRole('button', { name: 'Save shop pages' }));
    expect(launch).toHaveAccessibleDescription(
      expect.stringContaining(shopSettingsMessages.launchAtInvalid),
    );
  });
});
