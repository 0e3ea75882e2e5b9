import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Holds a move to another screen while `dirty` (and asks the browser to warn before a reload or a
 * closed tab). `allowLeaving` lets the screen's own move through: after a save, a delete.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  const leaving = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyNow.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}
