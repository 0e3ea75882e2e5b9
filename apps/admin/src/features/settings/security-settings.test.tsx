import type { SecuritySettings } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings, PRODUCTION_DEFAULTS } from './settings-fixtures.ts';

/** Settings, with its other sections answered, and the security rules as `rules`. */
function settingsWith(rules: SecuritySettings, demo = false) {
  const sent: SecuritySettings[] = [];
  answerSettings({ rules, demo });
  server.use(
    answer('updateSecuritySettings', async ({ request }) => {
      const body = (await request.json()) as SecuritySettings;
      sent.push(body);
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

describe('Settings → Sign-in security', () => {
  it('shows who must use two-factor sign-in and how long sessions last, and saves them together', async () => {
    const sent = settingsWith(PRODUCTION_DEFAULTS);
    const { user } = renderApp('/settings');
    const twoFactor = await screen.findByRole('group', { name: 'Two-factor sign-in required' });
    const owner = within(twoFactor).getByRole('checkbox', { name: 'Owner' });
    // In production an owner always signs in with two factors: shown, not a choice.
    expect(owner).toBeChecked();
    expect(owner).toBeDisabled();
    expect(owner).toHaveAccessibleDescription(/Always, in production/);
    const manager = within(twoFactor).getByRole('checkbox', { name: 'Manager' });
    expect(manager).toBeChecked();
    expect(manager).toHaveAccessibleDescription(/Refunds, customers and their erasure/);
    const idle = screen.getByRole('textbox', { name: 'Sign out after inactivity (minutes)' });
    const longest = screen.getByRole('textbox', { name: 'Longest session (hours)' });
    expect(idle).toHaveValue('30');
    expect(longest).toHaveValue('12');
    expect(idle).toHaveAccessibleDescription('From 5 to 120. 30 is recommended.');

    await user.click(manager);
    await user.clear(idle);
    await user.type(idle, '15');
    await user.clear(longest);
    await user.type(longest, '8');
    await user.click(screen.getByRole('button', { name: 'Save sign-in security' }));
    expect(
      await screen.findByText('Saved. Open sessions follow the new rules at once.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        twoFactorRequired: { owner: true, manager: false, fulfilment: true, accountant: true },
        sessionIdleMinutes: 15,
        sessionMaxHours: 8,
      },
    ]);
  });

  it('refuses lengths out of bounds under their fields, and sends nothing', async () => {
    const sent = settingsWith(PRODUCTION_DEFAULTS);
    const { user } = renderApp('/settings');
    const idle = await screen.findByRole('textbox', {
      name: 'Sign out after inactivity (minutes)',
    });
    const longest = screen.getByRole('textbox', { name: 'Longest session (hours)' });
    await user.clear(idle);
    await user.type(idle, '240');
    await user.clear(longest);
    await user.type(longest, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save sign-in security' }));
    expect(await screen.findByText('Choose from 5 to 120 minutes')).toBeInTheDocument();
    expect(idle).toHaveAttribute('aria-invalid', 'true');
    expect(longest).toHaveAccessibleDescription(/Choose from 1 to 24 hours/);
    expect(sent).toEqual([]);
  });

  it('lets the owner require it of owners too in demo mode, where it is otherwise offered', async () => {
    const sent = settingsWith(
      {
        ...PRODUCTION_DEFAULTS,
        twoFactorRequired: { owner: false, manager: false, fulfilment: false, accountant: false },
      },
      true,
    );
    const { user } = renderApp('/settings');
    const owner = await screen.findByRole('checkbox', { name: 'Owner' });
    expect(owner).not.toBeChecked();
    expect(owner).toBeEnabled();
    await user.click(owner);
    await user.click(screen.getByRole('button', { name: 'Save sign-in security' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.twoFactorRequired).toEqual({
      owner: true,
      manager: false,
      fulfilment: false,
      accountant: false,
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    settingsWith(PRODUCTION_DEFAULTS);
    server.use(
      answer('updateSecuritySettings', () =>
        HttpResponse.json(
          { message: 'Check the form', errors: { sessionMaxHours: 'Choose from 1 to 24 hours' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/settings');
    const longest = await screen.findByRole('textbox', { name: 'Longest session (hours)' });
    await user.click(screen.getByRole('button', { name: 'Save sign-in security' }));
    expect(await screen.findByText('Choose from 1 to 24 hours')).toBeInTheDocument();
    expect(longest).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the form')).toHaveAttribute('role', 'alert');
  });
});
