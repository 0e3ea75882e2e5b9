import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
};

/** Sends e-mail; a rejected promise means the message was not accepted for delivery. */
export type Mailer = { send(mail: Mail): Promise<void> };

/** Seconds an SMTP step may take before the send fails (a visitor asking for a code waits). */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise (demo and tests only: production
 * requires SMTP_URL) each message is written as an .eml file in DATA_DIR/outbox and logged.
 */
export function createMailer(env: Pick<Env, 'mail'>, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from, outboxDir } = env.mail;
  const message = (mail: Mail) => ({
    from,
    ...mail,
    attachments: mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
  });
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message: eml } = await composer.sendMail(message(mail));
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, eml as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, file }, 'e-mail written to the outbox (no SMTP_URL)');
    },
  };
}
