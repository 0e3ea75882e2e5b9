import type { ReactNode } from 'react';
import { env } from '../../../config/env.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { launchTime } from '../../../utils/countdown.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';

const LAUNCH_TIME = launchTime(env.launchAt);

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
  return remaining > 0 ? <ComingSoonPage remaining={remaining} /> : children;
}
