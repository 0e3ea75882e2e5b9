import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SidebarPanel } from './sidebar-panel.tsx';

const noop = () => {};

describe('mobile sidebar (spec §2)', () => {
  it('lists the main links, Login and the currency block when logged out', () => {
    renderWithProviders(
      <SidebarPanel loggedIn={false} userName="" onOpen={noop} onNavigate={noop} />,
    );
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Home',
      'Shop',
      'The Aurelle Story',
      'Aurelle Labs: Our Co-Creation Studio',
      'Jewellery Care',
      'Login',
    ]);
    expect(screen.getByRole('heading', { name: 'Select currency' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('adds wishlist and cart, and names the user, when logged in', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <SidebarPanel loggedIn userName="Asha Rao" onOpen={onOpen} onNavigate={noop} />,
    );
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(onOpen).toHaveBeenCalledWith('cart');
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    expect(onOpen).toHaveBeenCalledWith('wishlist');
  });
});
