/** A one-time code to deliver by SMS. */
export type SmsCode = {
  /** Dial code as digits, without '+'. */
  countryCode: string;
  phone: string;
  code: string;
  /** Minutes the code stays valid, for templates that print it. */
  expiresInMinutes: number;
};

/**
 * Sends one-time codes by SMS. A rejected promise means the provider did not accept the message.
 * Indian numbers need a DLT-registered template, so a provider sends codes, not free text.
 */
export type SmsProvider = { sendCode(message: SmsCode): Promise<void> };
