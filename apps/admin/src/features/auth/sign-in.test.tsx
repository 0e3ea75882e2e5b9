import { ADMIN_REQUEST_HEADER } from '@aurelle/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const signedOut = answer('session', () =>
  HttpResponse.json({ message: 'Sign in to the back office' }, { status: 401 }),
);

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('E-mail'), 'meera@aurelle.example');
  await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it("shows the server's error under the field it names", async () => {
    server.use(
      signedOut,
      answer('signIn', () =>
        HttpResponse.json(
          { message: 'Check the form', errors: { email: 'No staff account uses this e-mail' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/sign-in');
    await signIn(user);
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('No staff account uses this e-mail')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('No staff account uses this e-mail');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form');
  });

  it('goes on to the code screen when the password was right and a code is due', async () => {
    let header: string | null = null;
    server.use(
      signedOut,
      answer('signIn', ({ request }) => {
        header = request.headers.get(ADMIN_REQUEST_HEADER);
        return HttpResponse.json(sessionFor('owner', { stage: 'second-factor' }));
      }),
    );
    const { user, router } = renderApp('/sign-in');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in/code');
    expect(header).toBe('1');
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
