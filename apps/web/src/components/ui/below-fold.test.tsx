import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FakeObserver,
  fakeIntersectionObserverInEachTest,
} from '../../testing/fake-intersection-observer.ts';
import { BelowFold } from './below-fold.tsx';

fakeIntersectionObserverInEachTest();

describe('BelowFold', () => {
  it('builds a lazy group only once the visitor scrolls within 600px of it', () => {
    render(
      <BelowFold lazy>
        <h2>In focus</h2>
      </BelowFold>,
    );
    expect(screen.queryByRole('heading', { name: 'In focus' })).toBeNull();
    const [observer] = FakeObserver.all;
    expect(observer?.options?.rootMargin).toBe('600px');
    act(() => observer?.reach());
    expect(screen.getByRole('heading', { name: 'In focus' })).toBeInTheDocument();
    // Built once, it stays: the observer is let go.
    expect(observer?.elements).toEqual([]);
  });

  it('builds a group that is not lazy at once, without watching the scroll', () => {
    render(
      <BelowFold>
        <h2>Categories</h2>
      </BelowFold>,
    );
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(FakeObserver.all.every((observer) => observer.elements.length === 0)).toBe(true);
  });
});
