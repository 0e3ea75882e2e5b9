import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render.tsx';
import { answer, server } from '../testing/server.ts';

/** An owner's session that the staff list finds ended, with `message`, until signing in again. */
function sessionEndsAtStaffList(message: string) {
  let signedIn = true;
  server.use(
    answer('session', () =>
      signedIn
        ? HttpResponse.json(sessionFor('owner'))
        : HttpResponse.json({ message }, { status: 401 }),
    ),
    answer('listStaff', () => {
      signedIn = false;
      return HttpResponse.json({ message }, { status: 401 });
    }),
    answer('signIn', () => {
      signedIn = true;
      return HttpResponse.json(sessionFor('owner'));
    }),
  );
}

/** Signs in on the sign-in screen; the staff list then answers. */
async function signInAgain(user: UserEvent) {
  server.use(answer('listStaff', () => HttpResponse.json({ staff: [], invitations: [] })));
  await user.type(screen.getByLabelText('E-mail'), 'meera@aurelle.example');
  await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('session', () => {
  it('goes to sign-in, and back to the screen afterwards, when a call finds the session gone', async () => {
    sessionEndsAtStaffList('Sign in to the back office');
    const { user, router } = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    await signInAgain(user);
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/staff');
  });

  it('says calmly why, at sign-in, when the session ended after a time without activity', async () => {
    const idle = 'You were signed out after 30 minutes without activity. Sign in again to go on.';
    sessionEndsAtStaffList(idle);
    const { user, router } = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(idle)).toBeInTheDocument();
    // Not an error: nothing went wrong on the person's side.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await signInAgain(user);
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/staff');
    expect(screen.queryByText(idle)).not.toBeInTheDocument();
  });

  it('says it too when the back office is opened again after the session ended', async () => {
    const expired = 'Your session reached its 12-hour limit. Sign in again to go on.';
    server.use(answer('session', () => HttpResponse.json({ message: expired }, { status: 401 })));
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(expired)).toBeInTheDocument();
  });

  it('says nothing more than sign-in to a browser that had no session', async () => {
    server.use(
      answer('session', () =>
        HttpResponse.json({ message: 'Sign in to the back office' }, { status: 401 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to the back office')).not.toBeInTheDocument();
  });
});
