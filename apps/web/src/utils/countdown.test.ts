import { describe, expect, it } from 'vitest';
import { launchTime, remainingMs, splitDuration } from './countdown.ts';

describe('launch countdown maths', () => {
  it('reads the spec §9 date as local time', () => {
    expect(launchTime('2025-01-28T12:50:00')).toBe(new Date(2025, 0, 28, 12, 50, 0).getTime());
  });

  it('never goes below zero', () => {
    expect(remainingMs(1000, 5000)).toBe(0);
    expect(remainingMs(5000, 1000)).toBe(4000);
  });

  it('splits into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(splitDuration(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
});
