import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { appRoutes } from './route-table.ts';

// The careers screen's module fails to load, as a chunk does when the network drops.
const requests = vi.hoisted(() => ({ count: 0 }));
vi.mock('./routes/info/careers.tsx', () => {
  requests.count += 1;
  throw new Error('failed to fetch the careers chunk');
});

describe('a screen whose module fails to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error with a reload, once, instead of asking for the module again and again', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(null, { path: '/careers', routes: appRoutes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // A while later the module has still been asked for once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.count).toBe(1);
  });
});
