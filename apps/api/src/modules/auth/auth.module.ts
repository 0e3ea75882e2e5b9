import { modulePlugin } from '../../lib/module-plugin.ts';
import { createMailer } from '../../lib/mail.ts';
import { createMsg91Provider } from '../../lib/sms/msg91.ts';
import { createAuthRepository, type AuthRepository } from './auth.repository.ts';
import { OTP_TTL_MINUTES, createAuthService, type AuthService } from './auth.service.ts';
import { createCodeDelivery } from './code-delivery.ts';
import { createCodeHasher } from './otp-code.ts';
import { createOtpLimits, LONGEST_OTP_WINDOW_SECONDS } from './otp-limits.ts';
import { createOtpRepository } from './otp.repository.ts';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

const SMS_TIMEOUT_MS = 10_000;

/** What sign-in needs from the activity module, which it does not import. */
export type AuthModuleOptions = Pick<Parameters<typeof createAuthService>[0], 'adoptVisitorItems'>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    profiles: ProfileService;
    /** A session's row, if it is still open (the bearer token's check). */
    activeSession: AuthRepository['activeSession'];
  }
}

/** Accounts: one-time codes, sessions and the profile. */
export const authModule = modulePlugin<AuthModuleOptions>(
  { name: 'auth', dependencies: ['infrastructure', 'address'] },
  (app, { adoptVisitorItems }) => {
    const { env, db, log } = app;
    const accounts = createAuthRepository(db);
    const sms = env.sms
      ? createMsg91Provider({ ...env.sms, timeoutMs: SMS_TIMEOUT_MS })
      : undefined;
    // One-time codes' counters have no prefix (otp-limits.ts).
    app.keepLimitCounters({ seconds: LONGEST_OTP_WINDOW_SECONDS });
    return {
      auth: createAuthService({
        db,
        accounts,
        codes: createOtpRepository(db),
        limits: createOtpLimits(app.rateLimiter),
        hasher: createCodeHasher(env.JWT_SECRET),
        delivery: createCodeDelivery({
          mailer: createMailer(env, log),
          sms,
          brand: env.BRAND_NAME,
          minutes: OTP_TTL_MINUTES,
          log,
        }),
        clock: app.clock,
        tokenEnv: env,
        adoptVisitorItems,
        exposeCodes: !env.isProduction,
        log,
      }),
      profiles: createProfileService({
        repo: createProfileRepository(db),
        addresses: app.savedAddresses,
      }),
      activeSession: accounts.activeSession,
    };
  },
);
