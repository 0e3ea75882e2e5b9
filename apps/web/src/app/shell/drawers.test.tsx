import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closePanel, openPanel } from '../../lib/panel.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Drawers } from './drawers.tsx';

describe('Drawers, the shell’s panels built when the first one opens', () => {
  it('shows no panel until one is asked for, then the one asked for', async () => {
    renderWithProviders(<Drawers />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      openPanel('search');
    });
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('stays built once a panel has closed: the drawer plays its exit, and the next opens', async () => {
    renderWithProviders(<Drawers />);
    act(() => {
      openPanel('search');
    });
    await screen.findByRole('dialog', { name: 'Search' });
    act(() => {
      closePanel();
    });
    // Still on screen while it slides out (DRAWER_EXIT_MS), then gone.
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => {
      openPanel('sidebar');
    });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
