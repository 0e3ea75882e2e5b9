import { adminMessages } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';

/**
 * Sign-in's abuse limits, counted in the database (shared by every instance). Wrong passwords
 * and codes count per e-mail, known or not, so an unknown e-mail is answered exactly as a known
 * one; five within 15 minutes lock the e-mail for 15 minutes. Per address, as for customers'
 * codes: tens an hour, since many people can share one address.
 */
export const STAFF_LIMITS = {
  failuresPerEmail: { max: 4, windowSeconds: 15 * 60 },
  lockSeconds: 15 * 60,
  triesPerIp: { max: 80, windowSeconds: 3600 },
  invitationTriesPerIp: { max: 40, windowSeconds: 3600 },
} as const satisfies Record<string, Limit | number>;

const lockKey = (email: string) => `staff-lock:${email}`;
const failKey = (email: string) => `staff-fail:${email}`;

export function createStaffLimits(limiter: RateLimiter) {
  const locked = () => new AppError(429, adminMessages.locked, undefined, STAFF_LIMITS.lockSeconds);
  return {
    /** Throws 429 when `ip` has tried too often this hour. */
    async tryFromIp(ip: string, now: Date, limit: Limit = STAFF_LIMITS.triesPerIp) {
      const hit = await limiter.hit(`staff-try:ip:${ip}`, limit, now);
      if (!hit.allowed)
        throw new AppError(429, adminMessages.tooManyFromAddress, undefined, hit.retryAfterSeconds);
    },

    /** Throws 429 while the e-mail is locked. */
    async refuseIfLocked(email: string, now: Date) {
      if (await limiter.isOpen(lockKey(email), STAFF_LIMITS.lockSeconds, now)) throw locked();
    },

    /**
     * Counts a wrong password or code. The fifth within 15 minutes locks the e-mail: answers true
     * then (the caller tells the account's holder), false otherwise.
     */
    async failed(email: string, now: Date): Promise<boolean> {
      const hit = await limiter.hit(failKey(email), STAFF_LIMITS.failuresPerEmail, now);
      if (hit.allowed) return false;
      await limiter.reset(failKey(email));
      await limiter.hit(lockKey(email), { max: 1, windowSeconds: STAFF_LIMITS.lockSeconds }, now);
      return true;
    },

    /** After a full sign-in the count starts again. */
    async succeeded(email: string) {
      await limiter.reset(failKey(email));
    },

    /** The server's shell clears a lock with a password reset. */
    async unlock(email: string) {
      await limiter.reset(failKey(email));
      await limiter.reset(lockKey(email));
    },

    locked,
  };
}

export type StaffLimits = ReturnType<typeof createStaffLimits>;
