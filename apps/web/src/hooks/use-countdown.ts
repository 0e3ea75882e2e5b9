import { useEffect, useState } from 'react';
import { remainingMs } from '../utils/countdown.ts';

export const COUNTDOWN_TICK_MS = 1000;

/** Spec §4 launch countdown: milliseconds left, ticking every 1 s, stopping at 0. */
export function useCountdown(target: number): number {
  const [left, setLeft] = useState(() => remainingMs(target, Date.now()));
  useEffect(() => {
    if (remainingMs(target, Date.now()) <= 0) return;
    const timer = setInterval(() => {
      const next = remainingMs(target, Date.now());
      setLeft(next);
      if (next <= 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);
  return left;
}
