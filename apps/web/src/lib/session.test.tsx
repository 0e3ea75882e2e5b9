import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Another tab writes the token and the browser tells this one, as it does for local storage. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem('user');
  else localStorage.setItem('user', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: value }));
}

/** The page's start is over: the idle task (a timer where idle callbacks are missing) has run. */
const afterStart = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// A fresh module each time: it starts listening to the other tabs once, after its first user.
async function renderToken() {
  vi.resetModules();
  const { useToken } = await import('./session.ts');
  function Token() {
    return <p>{useToken() ?? 'visitor'}</p>;
  }
  render(<Token />);
}

beforeEach(() => localStorage.clear());

describe('the token across tabs (spec §3)', () => {
  it('follows a login and a logout in another tab', async () => {
    await renderToken();
    expect(screen.getByText('visitor')).toBeInTheDocument();
    await afterStart();
    act(() => otherTabWrites('token-9'));
    expect(screen.getByText('token-9')).toBeInTheDocument();
    act(() => otherTabWrites(null));
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('catches up with a login another tab made while the page was starting', async () => {
    await renderToken();
    // Written before this tab listens: no event reaches it.
    localStorage.setItem('user', 'token-3');
    expect(screen.getByText('visitor')).toBeInTheDocument();
    await afterStart();
    expect(screen.getByText('token-3')).toBeInTheDocument();
  });

  it('ignores another tab’s other keys', async () => {
    await renderToken();
    await afterStart();
    localStorage.setItem('user', 'token-4');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'recent', newValue: 'x' })));
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});
