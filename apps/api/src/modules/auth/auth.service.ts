import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  messagesFor,
  type GenerateOtpBody,
  type GenerateOtpResponse,
  type Language,
  type LoginBody,
  type LoginResponse,
  type LogoutResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { TOKEN_DAYS, signCustomerToken } from '../../lib/token.ts';
import { loginIdentity, signupIdentity, type Identity } from './auth-identity.ts';
import type { AccountMatch, AuthRepository } from './auth.repository.ts';
import type { CodeDelivery, CodeRecipient } from './code-delivery.ts';
import { newCode, type CodeHasher } from './otp-code.ts';
import type { OtpLimits } from './otp-limits.ts';
import type { OtpEvent, OtpRepository } from './otp.repository.ts';

/** A code lives 5 minutes and dies after 5 tries (docs/decisions/0025). */
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_TRIES = 5;
const DAY_MS = 86_400_000;

/** What a call knows of its request: the caller's address (per-IP limits) and language. */
export type Caller = { ip: string; lang: Language };

type Deps = {
  db: Db;
  accounts: AuthRepository;
  codes: OtpRepository;
  limits: OtpLimits;
  hasher: CodeHasher;
  delivery: CodeDelivery;
  clock: Clock;
  tokenEnv: Pick<Env, 'JWT_SECRET'>;
  /** activity.adoptVisitorItems: the visitor's recently viewed items follow the customer. */
  adoptVisitorItems(visitorId: string, customerId: string): Promise<void>;
  /** Demo mode: the code is logged and returned as `otp`, so a visitor can try the shop. */
  exposeCodes: boolean;
  log: FastifyBaseLogger;
};

/** Spec §8: who is already taken (sign-up) keyed `email` / `mobile`. */
function takenErrors(found: { email: string | null; phone: string | null }[], match: AccountMatch) {
  const errors: Record<string, string> = {};
  if (found.some((c) => c.email === match.email)) errors.email = messages.signup.emailTaken;
  if (found.some((c) => match.phone && c.phone === match.phone.phone))
    errors.mobile = messages.signup.phoneTaken;
  const first = Object.values(errors)[0] ?? messages.signup.emailTaken;
  return new AppError(409, first, errors);
}

/** One-time-code sign-up and login, sessions and logout (spec §7). */
export function createAuthService(deps: Deps) {
  const { db, accounts, codes, limits, hasher, delivery, clock, log } = deps;
  const expired = () => new AppError(400, messages.otp.expired, { otp: messages.otp.expired });

  /** Within the verify limits, spends a try of the identity's live code; throws unless it matches. */
  async function verifyCode(
    event: OtpEvent,
    who: Identity,
    code: string,
    caller: Caller,
    now: Date,
  ) {
    const view = { lang: caller.lang, now };
    await limits.verifyFromIp(caller.ip, view);
    await limits.verifyFor([who.target], view);
    const target = who.target;
    const live = await codes.takeTry({ event, target, now, maxTries: OTP_MAX_TRIES });
    if (!live) throw expired();
    if (!hasher.matches(target, code, live.codeHash))
      throw new AppError(400, messages.otp.wrong, { otp: messages.otp.wrong });
    if (!(await codes.consume(live.id, now))) throw expired();
    // A code used is a visitor who got it: the next one (a login right after signing up, say) is
    // not made to wait out the resend countdown; the hourly caps still count.
    await limits.releaseResend(who.keys);
  }

  async function openSession(customerId: string, sessionId: string, visitorId: string | undefined) {
    const token = await signCustomerToken(deps.tokenEnv, { customerId, sessionId });
    if (visitorId)
      await deps.adoptVisitorItems(visitorId, customerId).catch((error: unknown) => {
        log.error({ err: error }, 'recently viewed items not adopted at login');
      });
    return token;
  }

  const sessionEnd = (now: Date) => new Date(now.getTime() + TOKEN_DAYS * DAY_MS);

  /** Where a login code goes: SMS for a phone when a provider is set, else the account's e-mail. */
  function loginRecipient(
    who: Identity,
    account: { email: string | null; name: string },
  ): CodeRecipient {
    if (who.phone && delivery.canText) return { phone: who.phone, name: account.name };
    if (account.email) return { email: account.email, name: account.name };
    throw new AppError(503, messages.login.phoneUnavailable, {
      mobile: messages.login.phoneUnavailable,
    });
  }

  async function recipientFor(body: GenerateOtpBody, who: Identity): Promise<CodeRecipient> {
    const found = await accounts.findCustomers({ email: who.email, phone: who.phone });
    if (body.event === 'signup') {
      if (found.length > 0) throw takenErrors(found, who);
      return { email: who.email, phone: delivery.canText ? who.phone : undefined, name: body.name };
    }
    const [account] = found;
    if (!account) {
      const text = who.phone ? messages.login.unknownPhone : messages.login.unknownEmail;
      throw new AppError(404, text, { [who.field]: text });
    }
    return loginRecipient(who, account);
  }

  return {
    /** Makes, stores (keyed hash only) and delivers a code, within the limits. */
    async generateOtp(body: GenerateOtpBody, caller: Caller): Promise<GenerateOtpResponse> {
      const now = clock.now();
      const view = { lang: caller.lang, now };
      await limits.sendFromIp(caller.ip, view);
      const who = body.event === 'signup' ? signupIdentity(body) : loginIdentity(body);
      const recipient = await recipientFor(body, who);
      await limits.sendTo(who.keys, view, who.field);
      const code = newCode();
      // The new code replaces the identity's older ones at once.
      const id = await db.transaction((tx) =>
        codes.insert(tx, {
          event: body.event,
          channel: who.phone && !who.email ? 'phone' : 'email',
          target: who.target,
          codeHash: hasher.hash(who.target, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
        }),
      );
      if (!(await delivery.send(recipient, code, caller.lang))) {
        await codes.remove(id);
        await limits.releaseResend(who.keys);
        throw new AppError(503, messages.otp.deliveryFailed, {
          [who.field]: messages.otp.deliveryFailed,
        });
      }
      const message = messagesFor(caller.lang).otp.sent;
      if (!deps.exposeCodes) return { message };
      log.info({ target: who.target, otp: code }, 'demo mode: one-time code');
      return { message, otp: code };
    },

    /** Login verify: a live code for the phone or e-mail opens a session. */
    async login(body: LoginBody, caller: Caller): Promise<LoginResponse> {
      const now = clock.now();
      const who = loginIdentity(body);
      const code = (who.phone ? body.phoneOtp : body.emailOtp) ?? '';
      await verifyCode('login', who, code, caller, now);
      const [account] = await accounts.findCustomers({ email: who.email, phone: who.phone });
      if (!account) throw expired();
      const sessionId = await accounts.createSession(account.id, sessionEnd(now));
      const token = await openSession(account.id, sessionId, body.sessionId);
      return { message: messagesFor(caller.lang).login.success, data: { token } };
    },

    /** Signup verify: a live code for the e-mail and phone creates the customer and a session. */
    async register(body: RegisterBody, caller: Caller): Promise<RegisterResponse> {
      const now = clock.now();
      const who = signupIdentity(body);
      await verifyCode('signup', who, body.otp ?? '', caller, now);
      const phone = who.phone ?? { countryCode: '', phone: '' };
      // The customer and their first session, or neither.
      const created = await db.transaction((tx) =>
        accounts.createCustomerWithSession(
          tx,
          { name: body.name ?? '', email: who.email ?? '', ...phone },
          sessionEnd(now),
        ),
      );
      if (!created) throw takenErrors(await accounts.findCustomers(who), who);
      const token = await openSession(created.customerId, created.sessionId, body.sessionId);
      return { message: messagesFor(caller.lang).signup.success, token };
    },

    /** Ends the session the token names. */
    async logout(
      customer: { id: string; sessionId: string },
      lang: Language,
    ): Promise<LogoutResponse> {
      await accounts.revokeSession(customer.sessionId, customer.id, clock.now());
      return { message: messagesFor(lang).login.loggedOut };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
