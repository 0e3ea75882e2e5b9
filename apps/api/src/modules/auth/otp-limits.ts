import { RESEND_SECONDS, format, messagesFor } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';
import type { Locale } from '../../lib/locale.ts';

const HOUR = 3600;

/**
 * Abuse limits on one-time codes (docs/decisions/0025). Per IP they are in the tens: a mobile
 * carrier puts many visitors behind one address.
 */
export const OTP_LIMITS = {
  resend: { max: 1, windowSeconds: RESEND_SECONDS },
  sendPerIdentity: { max: 5, windowSeconds: HOUR },
  sendPerIp: { max: 40, windowSeconds: HOUR },
  verifyPerIdentity: { max: 10, windowSeconds: HOUR },
  verifyPerIp: { max: 80, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

/** The longest of those windows: a key whose window opened longer ago than this counts nothing. */
export const LONGEST_OTP_WINDOW_SECONDS = Math.max(
  ...Object.values(OTP_LIMITS).map((limit) => limit.windowSeconds),
);

/** A refused request: 429 with a message in the visitor's language and Retry-After. */
function tooMany(text: string, seconds: number, field: string | undefined) {
  return new AppError(429, text, field ? { [field]: text } : undefined, seconds);
}

/** Checks the limits in the database before a code is sent or tried; throws 429 when one is reached. */
export function createOtpLimits(limiter: RateLimiter, limits = OTP_LIMITS) {
  async function hourly(keys: string[], limit: Limit, locale: LimitView, field?: string) {
    for (const key of keys) {
      const hit = await limiter.hit(key, limit, locale.now);
      if (!hit.allowed) {
        const minutes = Math.ceil(hit.retryAfterSeconds / 60);
        throw tooMany(
          format(messagesFor(locale.lang).otp.tooMany, { minutes }),
          hit.retryAfterSeconds,
          field,
        );
      }
    }
  }
  return {
    sendFromIp: (ip: string, locale: LimitView) =>
      hourly([`otp-send:ip:${ip}`], limits.sendPerIp, locale),
    verifyFromIp: (ip: string, locale: LimitView) =>
      hourly([`otp-verify:ip:${ip}`], limits.verifyPerIp, locale),
    /** Per identity: one code per RESEND_SECONDS (spec §4's countdown), then the hourly cap. */
    async sendTo(identities: string[], locale: LimitView, field: string) {
      for (const id of identities) {
        const hit = await limiter.hit(`otp-resend:${id}`, limits.resend, locale.now);
        if (!hit.allowed) {
          const seconds = hit.retryAfterSeconds;
          throw tooMany(
            format(messagesFor(locale.lang).otp.resendWait, { seconds }),
            seconds,
            field,
          );
        }
      }
      await hourly(
        identities.map((id) => `otp-send:${id}`),
        limits.sendPerIdentity,
        locale,
        field,
      );
    },
    verifyFor: (identities: string[], locale: LimitView) =>
      hourly(
        identities.map((id) => `otp-verify:${id}`),
        limits.verifyPerIdentity,
        locale,
        'otp',
      ),
    /** After a failed delivery the visitor may ask again at once. */
    async releaseResend(identities: string[]) {
      for (const id of identities) await limiter.reset(`otp-resend:${id}`);
    },
  };
}

/** The request's language and the moment it is handled (the service's clock). */
export type LimitView = Pick<Locale, 'lang'> & { now: Date };
export type OtpLimits = ReturnType<typeof createOtpLimits>;
