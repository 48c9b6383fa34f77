import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from './log.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** What the outbox keeps of a message: `message.json` beside the raw `message.eml` and each attachment. */
export interface OutboxEntry {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments: { filename: string; contentType: string; path: string }[];
  createdAt: string;
}

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes every message into `outboxDir`
 * (one folder per message) for an operator to read. The queue is the call itself: a failed
 * SMTP send is logged and also written to the outbox, so no message is lost.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log: Logger }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const raw = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function writeOutbox(message: MailMessage): Promise<{ id: string }> {
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const dir = path.join(opts.outboxDir, id);
    fs.mkdirSync(dir, { recursive: true });
    const to = Array.isArray(message.to) ? message.to : [message.to];
    const attachments = (message.attachments ?? []).map((a, i) => {
      const safe = `${i + 1}-${a.filename.replace(/[^\w.-]+/g, '_')}`;
      fs.writeFileSync(path.join(dir, safe), a.content);
      return { filename: a.filename, contentType: a.contentType, path: path.join(dir, safe) };
    });
    const entry: OutboxEntry = {
      id, from: opts.from, to, subject: message.subject, text: message.text, html: message.html,
      replyTo: message.replyTo, attachments, createdAt: new Date().toISOString(),
    };
    const info = await raw.sendMail({ from: opts.from, ...message });
    fs.writeFileSync(path.join(dir, 'message.eml'), info.message as Buffer);
    fs.writeFileSync(path.join(dir, 'message.json'), JSON.stringify(entry, null, 2));
    return { id };
  }

  return {
    async send(message) {
      if (smtp) {
        try {
          const info = await smtp.sendMail({ from: opts.from, ...message });
          opts.log.info('mail sent', { subject: message.subject, messageId: info.messageId });
          return { id: info.messageId };
        } catch (error) {
          opts.log.error('smtp send failed; kept in outbox', { subject: message.subject, error: (error as Error).message });
        }
      }
      const result = await writeOutbox(message);
      opts.log.info('mail written to outbox', { id: result.id, subject: message.subject });
      return result;
    },
  };
}

/** Messages in the outbox, oldest first (used by operators' tooling and the tests). */
export function readOutbox(outboxDir: string): OutboxEntry[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((d) => path.join(outboxDir, d, 'message.json'))
    .filter((f) => fs.existsSync(f))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as OutboxEntry);
}
