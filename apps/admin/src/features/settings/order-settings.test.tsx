import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

describe('new-order e-mails', () => {
  it('saves an address, or none for every active owner', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('securitySettings', () =>
        HttpResponse.json({
          twoFactorRequired: { owner: true, manager: true, fulfilment: true, accountant: true },
          sessionIdleMinutes: 30,
          sessionMaxHours: 12,
        }),
      ),
      answer('orderSettings', () => HttpResponse.json({ notifyEmail: null })),
      answer('legalDetails', () => HttpResponse.json({ details: null, demo: false })),
      answer('updateOrderSettings', async ({ request }) => {
        const body = (await request.json()) as { notifyEmail: string | null };
        sent.push(body);
        return HttpResponse.json({ notifyEmail: body.notifyEmail?.toLowerCase() ?? null });
      }),
    );
    const { user } = renderApp('/settings');
    const field = await screen.findByRole('textbox', { name: 'New-order e-mails' });
    expect(field).toHaveAccessibleDescription(/Empty: every active owner/);
    await user.type(field, 'orders at aurelle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an e-mail address')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, ' Orders@Aurelle.example ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(field).toHaveValue('orders@aurelle.example');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toEqual([{ notifyEmail: 'Orders@Aurelle.example' }, { notifyEmail: null }]);
  });
});
