import { describe, expect, it } from 'vitest';
import {
  initialHeaderScroll,
  isHeaderHidden,
  isStuck,
  nextHeaderScroll,
  type HeaderScroll,
} from './header-visibility.ts';

const scrollThrough = (ys: number[], start: HeaderScroll = initialHeaderScroll) =>
  ys.reduce(nextHeaderScroll, start);

describe('header visibility (spec §2 Shell, §9)', () => {
  it('stays visible while the page moves down by 25 px or less', () => {
    expect(scrollThrough([10, 25]).hidden).toBe(false);
  });

  it('hides once the page has moved down by more than 25 px', () => {
    expect(scrollThrough([10, 20, 26]).hidden).toBe(true);
  });

  it('measures the 25 px from the last upward move, not from the top', () => {
    const afterUp = scrollThrough([400, 300]);
    expect(afterUp.hidden).toBe(false);
    expect(scrollThrough([320], afterUp).hidden).toBe(false);
    expect(scrollThrough([326], afterUp).hidden).toBe(true);
  });

  it('shows again on any upward move, and at the very top', () => {
    expect(scrollThrough([200, 199]).hidden).toBe(false);
    expect(scrollThrough([200, 0]).hidden).toBe(false);
  });

  it('hides while the footer is visible, even when the scroll would show it', () => {
    expect(isHeaderHidden({ anchorY: 0, hidden: false }, true)).toBe(true);
    expect(isHeaderHidden({ anchorY: 0, hidden: false }, false)).toBe(false);
  });

  it('turns solid (stuck) past the 60 px sticky threshold', () => {
    expect(isStuck(60)).toBe(false);
    expect(isStuck(61)).toBe(true);
  });
});
