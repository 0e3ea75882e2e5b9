import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@aurelle/contract';
import type { Mailer } from '../../lib/mail.ts';
import type { SmsProvider } from '../../lib/sms/sms-provider.ts';
import { otpEmail } from './otp-email.ts';

export type CodeRecipient = {
  email?: string | undefined;
  phone?: { countryCode: string; phone: string } | undefined;
  name?: string | undefined;
};

/** Delivers a one-time code by e-mail and, when a provider is set, by SMS. */
export function createCodeDelivery(deps: {
  mailer: Mailer;
  sms: SmsProvider | undefined;
  brand: string;
  minutes: number;
  log: FastifyBaseLogger;
}) {
  const { mailer, sms, brand, minutes, log } = deps;
  return {
    canText: sms !== undefined,
    /** True when at least one channel accepted the code; each failure is logged. */
    async send(to: CodeRecipient, code: string, lang: Language): Promise<boolean> {
      const sends: Promise<void>[] = [];
      if (to.email)
        sends.push(
          mailer.send(otpEmail({ to: to.email, name: to.name, code, minutes, brand, lang })),
        );
      if (to.phone && sms)
        sends.push(sms.sendCode({ ...to.phone, code, expiresInMinutes: minutes }));
      const results = await Promise.allSettled(sends);
      for (const result of results)
        if (result.status === 'rejected')
          log.error({ err: result.reason }, 'a one-time code could not be delivered');
      return results.some((result) => result.status === 'fulfilled');
    },
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
