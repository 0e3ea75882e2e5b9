export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Parses the launch date; a date without a zone is local time, as spec §9 says. */
export function launchTime(launchAt: string): number {
  const time = Date.parse(launchAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Milliseconds left until the target, never negative. */
export function remainingMs(target: number, now: number): number {
  return Math.max(0, target - now);
}

export function splitDuration(ms: number): CountdownParts {
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
