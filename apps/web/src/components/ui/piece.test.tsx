import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Piece } from './piece.tsx';

afterEach(() => vi.restoreAllMocks());

/** A lazy piece whose code never comes, as when a phone's connection drops mid-load. */
const lostChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('Piece', () => {
  it('keeps a piece whose code did not load to itself: the rest of the page is still drawn', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Slider = lostChunk();
    render(
      <main>
        <h1>Aurelle</h1>
        <Piece fallback={<p>Loading the slider</p>}>
          <Slider />
        </Piece>
        <h2>Our story</h2>
      </main>,
    );
    expect(screen.getByText('Loading the slider')).toBeInTheDocument();
    // Once it has failed: its fallback stays, everything else is there, and why is logged.
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Aurelle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Loading the slider')).toBeInTheDocument();
    expect(logged.mock.calls.flat().some((arg) => String(arg).includes('imported module'))).toBe(
      true,
    );
  });

  it('shows what it is given for a failure, where the shopper asked for the piece', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const CartBody = lostChunk();
    render(
      <Piece fallback={<p>Loading</p>} failed={<p>This page could not be displayed.</p>}>
        <CartBody />
      </Piece>,
    );
    expect(await screen.findByText('This page could not be displayed.')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('draws a piece that loads, as Suspense would', async () => {
    const Story = lazy(async () => ({ default: () => <p>Since 1962</p> }));
    render(
      <Piece fallback={<p>Loading</p>}>
        <Story />
      </Piece>,
    );
    expect(await screen.findByText('Since 1962')).toBeInTheDocument();
  });
});
