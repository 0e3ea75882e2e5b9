import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LaunchGate } from './launch-gate.tsx';

const seconds = () => document.querySelector('[data-unit="seconds"]')?.textContent;

describe('Launch countdown (spec §2, §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 0, 28, 12, 49, 57));
  });
  afterEach(() => vi.useRealTimers());

  it('shows only the coming-soon page while the countdown is positive, ticking every second', async () => {
    const launchAt = new Date(2025, 0, 28, 12, 50, 0).getTime();
    renderWithProviders(
      <LaunchGate launchAt={launchAt}>
        <p>The shop</p>
      </LaunchGate>,
    );
    // The page itself loads when it is first needed (a launched shop never carries it).
    expect(
      await screen.findByRole('heading', { name: 'Something brilliant is coming' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The shop')).not.toBeInTheDocument();
    expect(seconds()).toBe('03');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('01');
  });

  it('swaps in the shop without a reload when it reaches zero', () => {
    const launchAt = new Date(2025, 0, 28, 12, 50, 0).getTime();
    renderWithProviders(
      <LaunchGate launchAt={launchAt}>
        <p>The shop</p>
      </LaunchGate>,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('The shop')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Something brilliant is coming' }),
    ).not.toBeInTheDocument();
  });

  it('shows the shop at once when the launch date has passed', () => {
    renderWithProviders(
      <LaunchGate launchAt={new Date(2025, 0, 1).getTime()}>
        <p>The shop</p>
      </LaunchGate>,
    );
    expect(screen.getByText('The shop')).toBeInTheDocument();
  });
});
