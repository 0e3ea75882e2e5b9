import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ListToolbar } from './list-toolbar.tsx';

const optionLabels = () => screen.getAllByRole('option').map((option) => option.textContent ?? '');

describe('ListToolbar sort', () => {
  it('offers relevance first on a search, selected by default and left out of the URL', async () => {
    const { router } = renderWithProviders(<ListToolbar searching />, {
      path: '/search/ring',
      routes: [{ path: '/search/:searchText', element: <ListToolbar searching /> }],
    });
    const sort = screen.getByRole('combobox', { name: /Sort by/ });
    expect(sort).toHaveValue('relevance');
    expect(optionLabels()[0]).toBe('Relevance');

    await userEvent.selectOptions(sort, 'featured');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=featured'));
    expect(sort).toHaveValue('featured');

    await userEvent.selectOptions(sort, 'relevance');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps featured as the default of a shop list, without a relevance choice', () => {
    renderWithProviders(<ListToolbar />, {
      path: '/shop/rings',
      routes: [{ path: '/shop/:category', element: <ListToolbar /> }],
    });
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveValue('featured');
    expect(optionLabels()).not.toContain('Relevance');
  });
});
