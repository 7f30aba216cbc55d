import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Logger } from './logger.ts';

/** One e-mail; `replyTo` (SMTP only) lets the recipient answer someone else than the sender, e.g. a contact form's author. */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; transport: 'smtp' | 'outbox' };

/** Sends through SMTP when SMTP_URL is set; otherwise keeps the mail in the `outbox` table. */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first mail, not at server start.
    let transporter: ReturnType<typeof loadTransporter> | null = null;
    const loadTransporter = () =>
      import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return {
      transport: 'smtp',
      send: async (mail) => {
        transporter ??= loadTransporter();
        await (await transporter).sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    send: async (mail) => {
      await options.db
        .insert(outbox)
        .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html });
      options.logger.info({ to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP configured)');
    },
  };
}
