import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('new-order e-mails', () => {
  it('saves an address, or none for every active owner', async () => {
    const sent: unknown[] = [];
    answerSettings();
    server.use(
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
