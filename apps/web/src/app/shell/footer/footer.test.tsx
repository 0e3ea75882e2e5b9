import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import {
  FakeObserver,
  stubIntersectionObserver,
} from '../../../testing/fake-intersection-observer.ts';
import { Footer } from './footer.tsx';

beforeEach(stubIntersectionObserver);
afterEach(() => vi.unstubAllGlobals());

describe('Footer (spec §2 Footer)', () => {
  it('builds its links only once the visitor scrolls within 600px of it', async () => {
    const ref = { current: null as HTMLElement | null };
    renderWithProviders(<Footer ref={ref} />);
    const footer = document.querySelector('footer');
    // The header watches this element from the start (header/use-header-visibility.ts).
    expect(ref.current).toBe(footer);
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
    const observer = FakeObserver.all.find((one) => one.elements.includes(footer as Element));
    expect(observer?.options?.rootMargin).toBe('600px');

    act(() => observer?.reach());
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/policies#privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Français' })).toBeInTheDocument();
    // Built once, it stays: the observer is let go, and the header still has the element.
    expect(observer?.elements).toEqual([]);
    expect(ref.current).toBe(footer);
  });
});
