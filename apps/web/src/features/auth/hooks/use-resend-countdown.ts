import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §4: a resend countdown (60 s, §9) that starts when a code is sent; `onZero` runs when it
 * reaches 0 (the entered code is cleared then). `restart` starts it again after a resend.
 */
export function useResendCountdown(seconds: number, onZero: () => void) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) {
        clearInterval(timer);
        zero.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, [seconds]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, restart };
}
