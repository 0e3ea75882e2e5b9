import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

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
});
