import { adminMessages, staffWaitMessage } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Sign-in's abuse limits, counted in the database (shared by every instance), by e-mail known or
 * not, so an unknown e-mail is answered exactly as a known one. Guessing is slowed where it comes
 * from, never where the real holder stands:
 * - per e-mail and address: five wrong passwords or codes, then a wait of 1 minute that doubles
 *   at each further one, up to an hour; forgotten a day after the last, or at a sign-in from there;
 * - per e-mail from every address, per hour: at the tenth the e-mail is locked (its holder is
 *   told once) and the addresses that guessed in that hour are refused until it ends, while an
 *   address that has not guessed still gets through with the right password and code; at the
 *   thirtieth (the ceiling: what a botnet of fresh addresses gets per hour) only the addresses
 *   the account signed in from in the last 30 days still get through;
 * - per address, whichever e-mails it tries: tens an hour, as for customers' codes, since many
 *   people can share one address.
 */
export const STAFF_LIMITS = {
  freeFailures: 5,
  firstWaitSeconds: MINUTE,
  longestWaitSeconds: HOUR,
  pairMemorySeconds: 24 * HOUR,
  perEmail: { windowSeconds: HOUR, lockAt: 10, ceiling: 30 },
  knownAddressSeconds: 30 * 24 * HOUR,
  /** An open session's own calls: the fifth wrong current password or code ends the session. */
  sessionFailures: { max: 4, windowSeconds: 24 * HOUR },
  triesPerIp: { max: 80, windowSeconds: HOUR },
  invitationTriesPerIp: { max: 40, windowSeconds: HOUR },
} as const;

/** The longest a staff counter means anything: older rows can be forgotten. */
export const LONGEST_STAFF_WINDOW_SECONDS = Math.max(
  STAFF_LIMITS.pairMemorySeconds,
  STAFF_LIMITS.sessionFailures.windowSeconds,
  STAFF_LIMITS.perEmail.windowSeconds,
  STAFF_LIMITS.triesPerIp.windowSeconds,
);

/** Every staff counter's key starts with this (they are kept longer than customers' ones). */
export const STAFF_LIMIT_PREFIX = 'staff-';
// An e-mail has no space, so `<e-mail> ` is a prefix of that e-mail's per-address keys only.
const pairKey = (email: string, ip: string) => `${STAFF_LIMIT_PREFIX}pair:${email} ${ip}`;
const failKey = (email: string) => `${STAFF_LIMIT_PREFIX}fail:${email}`;
const sessionKey = (idHash: string) => `${STAFF_LIMIT_PREFIX}session-fail:${idHash}`;

/** How long an address waits after its `strikes`-th wrong try for one e-mail. */
function waitSeconds(strikes: number): number {
  const { freeFailures, firstWaitSeconds, longestWaitSeconds } = STAFF_LIMITS;
  if (strikes < freeFailures) return 0;
  return Math.min(firstWaitSeconds * 2 ** (strikes - freeFailures), longestWaitSeconds);
}

const secondsUntil = (end: number, now: Date) =>
  Math.max(1, Math.ceil((end - now.getTime()) / 1000));

const tryLater = (seconds: number) =>
  new AppError(429, staffWaitMessage(seconds), undefined, seconds);

export function createStaffLimits(limiter: RateLimiter) {
  const { perEmail } = STAFF_LIMITS;
  return {
    /** Throws 429 when `ip` has tried too often this hour. */
    async tryFromIp(ip: string, now: Date, limit: Limit = STAFF_LIMITS.triesPerIp) {
      const hit = await limiter.hit(`${STAFF_LIMIT_PREFIX}try:ip:${ip}`, limit, now);
      if (!hit.allowed)
        throw new AppError(429, adminMessages.tooManyFromAddress, undefined, hit.retryAfterSeconds);
    },

    /**
     * Throws 429, before any password or code is checked, when `ip` must wait for `email`, when
     * it guessed while the e-mail is locked, or past the ceiling unless `knownAddress` says the
     * account signed in from it lately (asked only then).
     */
    async refuseGuessing(
      email: string,
      ip: string,
      now: Date,
      knownAddress: () => Promise<boolean>,
    ): Promise<void> {
      const pair = await limiter.peek(pairKey(email, ip), STAFF_LIMITS.pairMemorySeconds, now);
      let refusedUntil = pair ? pair.windowStart.getTime() + waitSeconds(pair.count) * 1000 : 0;
      const failures = await limiter.peek(failKey(email), perEmail.windowSeconds, now);
      if (failures && failures.count >= perEmail.lockAt) {
        const lockEnds = failures.windowStart.getTime() + perEmail.windowSeconds * 1000;
        const guessedThisHour = !!pair && pair.windowStart >= failures.windowStart;
        if (guessedThisHour || (failures.count >= perEmail.ceiling && !(await knownAddress())))
          refusedUntil = Math.max(refusedUntil, lockEnds);
      }
      if (refusedUntil > now.getTime()) throw tryLater(secondsUntil(refusedUntil, now));
    },

    /**
     * Counts a wrong password or code from `ip`. Answers whether it locked the e-mail (once per
     * lock: the caller tells the holder) and the 429 to answer instead of the caller's own
     * refusal when the address must now wait.
     */
    async failed(
      email: string,
      ip: string,
      now: Date,
    ): Promise<{ lockStarted: boolean; refusal: AppError | null }> {
      const strikes = await limiter.strike(pairKey(email, ip), STAFF_LIMITS.pairMemorySeconds, now);
      const failures = await limiter.hit(
        failKey(email),
        { max: perEmail.ceiling, windowSeconds: perEmail.windowSeconds },
        now,
      );
      const locked = failures.count >= perEmail.lockAt;
      const wait = Math.max(waitSeconds(strikes), locked ? failures.retryAfterSeconds : 0);
      return {
        lockStarted: failures.count === perEmail.lockAt,
        refusal: wait > 0 ? tryLater(wait) : null,
      };
    },

    /** A full sign-in from `ip`: its wrong tries for the e-mail are forgotten (not the lock). */
    async succeeded(email: string, ip: string) {
      await limiter.reset(pairKey(email, ip));
    },

    /**
     * Counts a wrong current password or code in an open session: answers true at the fifth,
     * when the session must end (a stolen session cannot go on guessing).
     */
    async sessionFailed(idHash: string, now: Date): Promise<boolean> {
      const hit = await limiter.hit(sessionKey(idHash), STAFF_LIMITS.sessionFailures, now);
      return !hit.allowed;
    },

    /** The server's shell clears an e-mail's lock and every address's wait with a reset. */
    async unlock(email: string) {
      await limiter.reset(failKey(email));
      await limiter.resetStartingWith(pairKey(email, ''));
    },
  };
}

export type StaffLimits = ReturnType<typeof createStaffLimits>;
