import { format, messagesFor, type Language } from '@aurelle/contract';
import type { Mail } from '../../lib/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one-time-code e-mail: short, branded, in the visitor's language. */
export function otpEmail(input: {
  to: string;
  name?: string;
  code: string;
  minutes: number;
  brand: string;
  lang: Language;
}): Mail {
  const t = messagesFor(input.lang).otp;
  const values = { brand: input.brand, code: input.code, minutes: input.minutes };
  const greeting = input.name ? format(t.emailGreeting, { name: input.name }) : '';
  const body = format(t.emailText, values);
  const html = [
    `<!doctype html><html lang="${input.lang}"><body style="font-family:Georgia,serif;color:#222">`,
    `<p style="font-size:20px;letter-spacing:.2em;text-transform:uppercase">${escapeHtml(input.brand)}</p>`,
    greeting ? `<p>${escapeHtml(greeting)}</p>` : '',
    `<p style="font-size:28px;font-weight:bold;letter-spacing:.3em">${input.code}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: format(t.emailSubject, values),
    text: [greeting, body].filter(Boolean).join('\n\n'),
    html,
  };
}
