import type { Clock } from '../src/lib/clock.ts';

/** A clock that stands still until the test moves it. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
    set(at: Date) {
      now = at.getTime();
    },
  } satisfies Clock & { advance(seconds: number): void; set(at: Date): void };
}
