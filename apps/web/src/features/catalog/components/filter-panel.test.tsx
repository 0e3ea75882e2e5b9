import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/mocks/server.ts';
import { FilterPanel } from './filter-panel.tsx';

const filters = {
  attribute_filters: [
    {
      attributeName: 'metal',
      label: 'Metal',
      attributeValues: [
        { value: 'Yellow Gold', label: 'Yellow Gold', count: 5 },
        { value: '100% Platinum', label: '100% Platinum', count: 2 },
      ],
    },
  ],
};

describe('FilterPanel (spec §2)', () => {
  it('restores the URL selection, shows Clear all only when selected, and applies with replace', async () => {
    server.use(http.get('*/api/:brand/getFilters', () => HttpResponse.json(filters)));
    const onClose = vi.fn();
    const { router } = renderWithProviders(<FilterPanel onClose={onClose} />, {
      path: '/shop/opus?metal=Yellow%20Gold&sort=newest',
      routes: [{ path: '/shop/:category', element: <FilterPanel onClose={onClose} /> }],
    });
    const gold = await screen.findByRole('checkbox', { name: /Yellow Gold/ });
    expect(gold).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Metal' }));
    expect(gold).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /100% Platinum/ }));
    await userEvent.click(gold);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // "100…" starts with hex digits, so its first character is escaped too (%31).
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?metal=%3100%25%20Platinum%Yellow%20Gold&sort=newest',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(onClose).toHaveBeenCalled();
  });
});
