import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createMailer } from '../../lib/mail.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { createMsg91Provider } from '../../lib/sms/msg91.ts';
import type { AddressRepository } from '../address/address.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { OTP_TTL_MINUTES, createAuthService } from './auth.service.ts';
import { createCodeDelivery } from './code-delivery.ts';
import { createCodeHasher } from './otp-code.ts';
import { createOtpLimits } from './otp-limits.ts';
import { createOtpRepository } from './otp.repository.ts';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService } from './profile.service.ts';

const SMS_TIMEOUT_MS = 10_000;

/** The accounts module's services, built once by app.ts's composition root. */
export function createAccountServices(deps: {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  addresses: Pick<AddressRepository, 'list'>;
  adoptVisitorItems(visitorId: string, customerId: string): Promise<void>;
}) {
  const { env, db, log } = deps;
  const accounts = createAuthRepository(db);
  const sms = env.sms ? createMsg91Provider({ ...env.sms, timeoutMs: SMS_TIMEOUT_MS }) : undefined;
  const auth = createAuthService({
    db,
    accounts,
    codes: createOtpRepository(db),
    limits: createOtpLimits(createRateLimiter(db)),
    hasher: createCodeHasher(env.JWT_SECRET),
    delivery: createCodeDelivery({
      mailer: createMailer(env, log),
      sms,
      brand: env.BRAND_NAME,
      minutes: OTP_TTL_MINUTES,
      log,
    }),
    clock: deps.clock,
    tokenEnv: env,
    adoptVisitorItems: deps.adoptVisitorItems,
    exposeCodes: !env.isProduction,
    log,
  });
  const profiles = createProfileService({
    repo: createProfileRepository(db),
    addresses: deps.addresses,
  });
  return { auth, profiles, activeSession: accounts.activeSession };
}
