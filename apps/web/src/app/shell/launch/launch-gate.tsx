import { lazy, Suspense, type ReactNode } from 'react';
import { env } from '../../../config/env.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { launchTime } from '../../../utils/countdown.ts';

const LAUNCH_TIME = launchTime(env.launchAt);

// Shown only before the launch date: loaded then, not carried by every page of a launched shop.
const ComingSoonPage = lazy(() =>
  import('./coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

/**
 * Spec §2/§4: while the countdown to launch is positive only the coming-soon page shows; when it
 * reaches zero the shop appears in place, without a reload.
 */
export function LaunchGate({
  children,
  launchAt = LAUNCH_TIME,
}: {
  children: ReactNode;
  launchAt?: number;
}) {
  const remaining = useCountdown(launchAt);
  return remaining > 0 ? (
    <Suspense fallback={null}>
      <ComingSoonPage remaining={remaining} />
    </Suspense>
  ) : (
    children
  );
}
