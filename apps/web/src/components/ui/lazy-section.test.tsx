import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection } from './lazy-section.tsx';

afterEach(() => vi.restoreAllMocks());

/** A lazy section whose code never comes, as when a phone's connection drops mid-load. */
const lostChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('LazySection', () => {
  it('keeps a section whose code did not load to itself: the rest of the page is still drawn', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Slider = lostChunk();
    render(
      <main>
        <h1>Aurelle</h1>
        <LazySection fallback={<p>Loading the slider</p>}>
          <Slider />
        </LazySection>
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

  it('shows what it is given for a failure, where the visitor asked for the section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const CartBody = lostChunk();
    render(
      <LazySection fallback={<p>Loading</p>} failed={<p>This page could not be displayed.</p>}>
        <CartBody />
      </LazySection>,
    );
    expect(await screen.findByText('This page could not be displayed.')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('draws a section that loads, as Suspense would', async () => {
    const Story = lazy(async () => ({ default: () => <p>Since 1962</p> }));
    render(
      <LazySection fallback={<p>Loading</p>}>
        <Story />
      </LazySection>,
    );
    expect(await screen.findByText('Since 1962')).toBeInTheDocument();
  });
});
