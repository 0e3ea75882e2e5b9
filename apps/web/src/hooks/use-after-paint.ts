import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Work that reads layout (a
 * carousel measuring its slides) waits for it: the layout is then already done, and the work
 * runs in a task of its own rather than inside the render that put the element on screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a timer set from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
