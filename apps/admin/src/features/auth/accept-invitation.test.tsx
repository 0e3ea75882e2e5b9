import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, fieldRefusal, server } from '../../testing/server.ts';

describe('accepting an invitation', () => {
  it('shows the 12-character rule as the password is typed', async () => {
    server.use(
      answer('session', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
      answer('invitation', () =>
        HttpResponse.json({ email: 'asha@aurelle.example', name: 'Asha Rao', role: 'manager' }),
      ),
    );
    const { user } = renderApp('/accept-invitation#token=0123456789abcdefghijklmnop');
    expect(await screen.findByText('For asha@aurelle.example, as Manager.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
    const password = screen.getByLabelText('Choose a password');
    expect(password).toHaveAccessibleDescription('At least 12 characters (0 so far)');
    await user.type(password, 'diamond');
    expect(password).toHaveAccessibleDescription('At least 12 characters (7 so far)');
    await user.type(password, 's-last');
    expect(password).toHaveAccessibleDescription('At least 12 characters: done');
  });

  it("shows the server's reason under the password when it is easy to guess", async () => {
    const feedback =
      'This is close to a commonly used password. Add more words that are less common.';
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
      answer('invitation', () =>
        HttpResponse.json({ email: 'asha@aurelle.example', name: 'Asha Rao', role: 'manager' }),
      ),
      answerKeepingBodies('acceptInvitation', sent, () => fieldRefusal('password', feedback)),
    );
    const { user } = renderApp('/accept-invitation#token=0123456789abcdefghijklmnop');
    const password = await screen.findByLabelText('Choose a password');
    await user.type(password, 'password1234');
    await user.type(screen.getByLabelText('Type the password again'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(`At least 12 characters: done ${feedback}`);
    expect(password).toHaveFocus();
    // Said once, under the field, not again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { token: '0123456789abcdefghijklmnop', name: 'Asha Rao', password: 'password1234' },
    ]);
  });
});
