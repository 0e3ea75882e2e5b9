import { useEffect } from 'react';
import { removeFirstPaint } from '../lib/first-paint.ts';

/** Removes the server's first paint when the screen unmounts, and as soon as `done` is true. */
export function useFirstPaintHandOff(done: boolean) {
  useEffect(() => removeFirstPaint, []);
  useEffect(() => {
    if (done) removeFirstPaint();
  }, [done]);
}
