import { adminMessages, staffWaitMessage } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Sign-in's abuse limits, counted in the database (shared by every instance), by e-mail known or
 * not, so an unknown e-mail is answered exactly as a known one. Only wrong answers count: guessing
 * is slowed where it comes from, never where the real holder stands, and a right password and
 * code from an address that has not been guessing always get through:
 * - per e-mail and address: five wrong passwords or codes, then a wait of 1 minute that doubles
 *   at each further one, up to an hour; forgotten a day after the last, or at a sign-in from there;
 * - per e-mail from every address, per hour: at the tenth the e-mail is locked (its holder is
 *   told once) and the addresses that guessed in that hour are refused until it ends; from the
 *   thirtieth (many addresses guessing at once) an address waits from its first wrong try, not
 *   its sixth;
 * - per address, whichever e-mails or invitation links it tries: tens of wrong ones an hour, as
 *   for customers' codes, since many people can share one address.
 */
export const STAFF_LIMITS = {
  freeFailures: 5,
  firstWaitSeconds: MINUTE,
  longestWaitSeconds: HOUR,
  pairMemorySeconds: 24 * HOUR,
  perEmail: { windowSeconds: HOUR, lockAt: 10, underAttackAt: 30 },
  /** An open session's own calls: the fifth wrong current password or code ends the session. */
  sessionFailures: { max: 4, windowSeconds: 24 * HOUR },
  wrongTriesPerIp: { counter: 'try', max: 80, windowSeconds: HOUR },
  wrongLinksPerIp: { counter: 'link', max: 40, windowSeconds: HOUR },
} as const;

/** The longest a staff counter means anything: older rows can be forgotten. */
export const LONGEST_STAFF_WINDOW_SECONDS = Math.max(
  STAFF_LIMITS.pairMemorySeconds,
  STAFF_LIMITS.sessionFailures.windowSeconds,
  STAFF_LIMITS.perEmail.windowSeconds,
  STAFF_LIMITS.wrongTriesPerIp.windowSeconds,
);

/** Every staff counter's key starts with this (they are kept longer than customers' ones). */
export const STAFF_LIMIT_PREFIX = 'staff-';
// An e-mail has no space, so `<e-mail> ` is a prefix of that e-mail's per-address keys only.
const pairKey = (email: string, ip: string) => `${STAFF_LIMIT_PREFIX}pair:${email} ${ip}`;
const failKey = (email: string) => `${STAFF_LIMIT_PREFIX}fail:${email}`;
const sessionKey = (idHash: string) => `${STAFF_LIMIT_PREFIX}session-fail:${idHash}`;
/** A per-address limit, named by what it counts: wrong sign-in answers or wrong invitation links. */
type AddressLimit = Limit & { counter: 'try' | 'link' };
const ipKey = (ip: string, limit: AddressLimit) => `${STAFF_LIMIT_PREFIX}${limit.counter}:ip:${ip}`;

/**
 * How long an address waits after its `strikes`-th wrong try for one e-mail: after the fifth, or
 * from the first while the e-mail is under attack.
 */
function waitSeconds(strikes: number, underAttack: boolean): number {
  const { firstWaitSeconds, longestWaitSeconds } = STAFF_LIMITS;
  const free = underAttack ? 1 : STAFF_LIMITS.freeFailures;
  if (strikes < free) return 0;
  return Math.min(firstWaitSeconds * 2 ** (strikes - free), longestWaitSeconds);
}

const secondsUntil = (end: number, now: Date) =>
  Math.max(1, Math.ceil((end - now.getTime()) / 1000));

const tryLater = (seconds: number) =>
  new AppError(429, staffWaitMessage(seconds), undefined, seconds);

export function createStaffLimits(limiter: RateLimiter) {
  const { perEmail } = STAFF_LIMITS;
  /** Counts a wrong answer from `ip` (a wrong invitation link with `wrongLinksPerIp`). */
  async function wrongFromIp(
    ip: string,
    now: Date,
    limit: AddressLimit = STAFF_LIMITS.wrongTriesPerIp,
  ): Promise<void> {
    await limiter.hit(ipKey(ip, limit), limit, now);
  }
  return {
    /** Throws 429 when `ip` has given too many wrong answers this hour; right ones never count. */
    async refuseBusyAddress(
      ip: string,
      now: Date,
      limit: AddressLimit = STAFF_LIMITS.wrongTriesPerIp,
    ) {
      const wrong = await limiter.peek(ipKey(ip, limit), limit.windowSeconds, now);
      if (wrong && wrong.count >= limit.max) {
        const ends = wrong.windowStart.getTime() + limit.windowSeconds * 1000;
        throw new AppError(
          429,
          adminMessages.tooManyFromAddress,
          undefined,
          secondsUntil(ends, now),
        );
      }
    },

    wrongFromIp,

    /**
     * Throws 429, before any password or code is checked, when `ip` must wait for `email`, or
     * when it guessed while the e-mail is locked.
     */
    async refuseGuessing(email: string, ip: string, now: Date): Promise<void> {
      const pair = await limiter.peek(pairKey(email, ip), STAFF_LIMITS.pairMemorySeconds, now);
      const failures = await limiter.peek(failKey(email), perEmail.windowSeconds, now);
      const underAttack = !!failures && failures.count >= perEmail.underAttackAt;
      let refusedUntil = pair
        ? pair.windowStart.getTime() + waitSeconds(pair.count, underAttack) * 1000
        : 0;
      if (failures && failures.count >= perEmail.lockAt) {
        const lockEnds = failures.windowStart.getTime() + perEmail.windowSeconds * 1000;
        const guessedThisHour = !!pair && pair.windowStart >= failures.windowStart;
        if (guessedThisHour) refusedUntil = Math.max(refusedUntil, lockEnds);
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
      await wrongFromIp(ip, now);
      const strikes = await limiter.strike(pairKey(email, ip), STAFF_LIMITS.pairMemorySeconds, now);
      const failures = await limiter.hit(
        failKey(email),
        { max: perEmail.lockAt, windowSeconds: perEmail.windowSeconds },
        now,
      );
      const locked = failures.count >= perEmail.lockAt;
      const underAttack = failures.count >= perEmail.underAttackAt;
      const wait = Math.max(
        waitSeconds(strikes, underAttack),
        locked ? failures.retryAfterSeconds : 0,
      );
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

    /** Whether the e-mail is locked now: ten wrong tries within its hour. */
    async isLocked(email: string, now: Date): Promise<boolean> {
      const failures = await limiter.peek(failKey(email), perEmail.windowSeconds, now);
      return !!failures && failures.count >= perEmail.lockAt;
    },

    /**
     * The server's shell (or the owner, from the staff screen) clears an e-mail's lock and every
     * address's wait with a reset.
     */
    async unlock(email: string) {
      await limiter.reset(failKey(email));
      await limiter.resetStartingWith(pairKey(email, ''));
    },
  };
}

export type StaffLimits = ReturnType<typeof createStaffLimits>;
