import { render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { setToken } from '../lib/session.ts';
import { createTestI18n } from '../testing/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';
import { getStore } from './store.ts';
import { inStore } from './in-store.tsx';

function FirstName() {
  const { firstName } = useSession();
  return <p>{firstName || 'nobody yet'}</p>;
}
const FirstNameInStore = inStore(FirstName);

describe('RTK Query’s store, brought by the parts that call it (decision 0059)', () => {
  it('gives a part the shop’s one store where the app has none above it', async () => {
    setToken('token-1');
    render(
      <AppProvider i18n={createTestI18n('en')}>
        <AppRouter history={createMemoryHistory({ initialEntries: ['/'], v5Compat: true })}>
          <FirstNameInStore />
        </AppRouter>
      </AppProvider>,
    );
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    expect(Object.keys(getStore().getState().api.queries)).toContain('getProfile(undefined)');
  });

  it('adds nothing inside a store already', async () => {
    setToken('token-1');
    const { store } = renderWithProviders(<FirstNameInStore />);
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    expect(Object.keys(store.getState().api.queries)).toContain('getProfile(undefined)');
  });
});
