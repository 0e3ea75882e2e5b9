import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render.tsx';
import { answer, server } from '../testing/server.ts';

describe('session', () => {
  it('goes to sign-in, and back to the screen afterwards, when a call finds the session gone', async () => {
    let signedIn = true;
    server.use(
      answer('session', () =>
        signedIn
          ? HttpResponse.json(sessionFor('owner'))
          : HttpResponse.json({ message: 'Sign in to the back office' }, { status: 401 }),
      ),
      answer('listStaff', () => {
        signedIn = false;
        return HttpResponse.json({ message: 'Sign in to the back office' }, { status: 401 });
      }),
      answer('signIn', () => {
        signedIn = true;
        return HttpResponse.json(sessionFor('owner'));
      }),
    );
    const { user, router } = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    server.use(answer('listStaff', () => HttpResponse.json({ staff: [], invitations: [] })));
    await user.type(screen.getByLabelText('E-mail'), 'meera@aurelle.example');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/staff');
  });
});
