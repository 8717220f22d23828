/**
 * Sends email. With `SMTP_URL`, through that relay (nodemailer); without it, each message is
 * written as an `.eml` file to `DATA_DIR/outbox/`, which is how tests follow the links.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Lang } from '#src/domain/model.ts';
import { t } from '#src/utils/i18n.ts';

export interface MailerOptions {
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly outbox: string;
}

export interface Mail {
  readonly to: string;
  readonly lang: Lang;
  /** 'verify' or 'login': the message keys `email.{kind}.subject` and `email.{kind}.body`. */
  readonly kind: 'verify' | 'login';
  readonly link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const text = `${t(mail.lang, 'email.greeting')}\n\n${t(mail.lang, `email.${mail.kind}.body`, { email: mail.to, link: mail.link })}\n\n${t(mail.lang, 'email.signature')}\n`;
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: t(mail.lang, `email.${mail.kind}.subject`),
        text,
      });
      if (!opts.smtpUrl) {
        await mkdir(opts.outbox, { recursive: true });
        const message = (info as unknown as { message: Buffer }).message;
        await writeFile(join(opts.outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`), message);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp((app, opts: MailerOptions, done) => {
  app.decorate('mailer', createMailer(opts));
  done();
});
