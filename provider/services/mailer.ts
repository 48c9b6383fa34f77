import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/log.ts';
import type { Jobs } from './jobs.ts';

/** An attachment: its bytes, or the file holding them (`path`: read as a stream when sent). */
export type MailAttachment = { filename: string; contentType: string } & ({ content: Buffer | string; path?: never } | { path: string; content?: never });

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface SendOptions {
  /**
   * A permanent SMTP refusal (a 5xx reply: no such mailbox, domain unknown) throws `MailBounced`
   * instead of being retried, so the caller can record the bounce (the delivery log does).
   */
  bounces?: boolean;
}

export interface Mailer {
  send(message: MailMessage, opts?: SendOptions): Promise<{ id: string }>;
}

/** The SMTP server refused the message for good (a 5xx reply). */
export class MailBounced extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = 'MailBounced';
  }
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

/** The job that retries a message SMTP refused. */
export const MAIL_JOB = 'mail';
/** The job's attempts: at once, then 1, 2, 4 and 8 minutes after the one before (a quarter of an hour in all). */
export const MAIL_RETRY = { maxAttempts: 5, retryDelayMs: 60_000 };

/** A message as a job's payload (JSON): attachments as base64. */
interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentType: string; base64: string }[];
}
const toQueued = (m: MailMessage): QueuedMail => ({
  ...m,
  // A file attached by path may be gone before a retry: its bytes go into the job.
  attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: (a.path !== undefined ? fs.readFileSync(a.path) : Buffer.from(a.content)).toString('base64') })),
});
const fromQueued = (m: QueuedMail): MailMessage => ({
  ...m,
  attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })),
});

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes every message into `outboxDir`
 * (one folder per message) for an operator to read. A failed SMTP send is retried by a durable
 * `mail` job when `jobs` is given (with back-off, on whichever node, surviving a
 * restart); after the last attempt, or without jobs at once, the message is written to the outbox
 * and the failure logged, so no message is lost.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log: Logger; jobs?: Jobs }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  // The raw message is streamed into message.eml (an attachment given by path is never wholly in memory).
  const raw = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });

  async function writeOutbox(message: MailMessage): Promise<{ id: string }> {
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const dir = path.join(opts.outboxDir, id);
    fs.mkdirSync(dir, { recursive: true });
    const to = Array.isArray(message.to) ? message.to : [message.to];
    const attachments = (message.attachments ?? []).map((a, i) => {
      const safe = `${i + 1}-${a.filename.replace(/[^\w.-]+/g, '_')}`;
      if (a.path !== undefined) fs.copyFileSync(a.path, path.join(dir, safe));
      else fs.writeFileSync(path.join(dir, safe), a.content);
      return { filename: a.filename, contentType: a.contentType, path: path.join(dir, safe) };
    });
    const entry: OutboxEntry = {
      id, from: opts.from, to, subject: message.subject, text: message.text, html: message.html,
      replyTo: message.replyTo, attachments, createdAt: new Date().toISOString(),
    };
    const info = await raw.sendMail({ from: opts.from, ...message });
    await pipeline(info.message as unknown as NodeJS.ReadableStream, fs.createWriteStream(path.join(dir, 'message.eml')));
    fs.writeFileSync(path.join(dir, 'message.json'), JSON.stringify(entry, null, 2));
    return { id };
  }

  async function viaSmtp(message: MailMessage) {
    const info = await smtp!.sendMail({ from: opts.from, ...message });
    opts.log.info('mail sent', { subject: message.subject, messageId: info.messageId });
    return { id: info.messageId as string };
  }
  async function toOutbox(message: MailMessage) {
    const result = await writeOutbox(message);
    opts.log.info('mail written to outbox', { id: result.id, subject: message.subject });
    return result;
  }

  if (smtp && opts.jobs) {
    opts.jobs.work<QueuedMail>(MAIL_JOB, async (queued) => void (await viaSmtp(fromQueued(queued))), {
      async onFailed(queued, error) {
        opts.log.error('smtp send failed after every retry; kept in outbox', { subject: queued.subject, error: (error as Error).message });
        await toOutbox(fromQueued(queued));
      },
    });
  }

  return {
    async send(message, sendOpts) {
      if (smtp) {
        try {
          return await viaSmtp(message);
        } catch (error) {
          const code = Number((error as { responseCode?: unknown }).responseCode);
          if (sendOpts?.bounces && code >= 500 && code < 600) {
            opts.log.warn('smtp refused the message for good', { subject: message.subject, responseCode: code });
            throw new MailBounced(String((error as Error).message).replace(/\s+/g, ' ').slice(0, 300), code);
          }
          if (opts.jobs) {
            opts.log.warn('smtp send failed; retrying in the background', { subject: message.subject, error: (error as Error).message });
            await opts.jobs.enqueue(MAIL_JOB, toQueued(message), MAIL_RETRY);
            return { id: `queued-${randomBytes(6).toString('hex')}` };
          }
          opts.log.error('smtp send failed; kept in outbox', { subject: message.subject, error: (error as Error).message });
        }
      }
      return toOutbox(message);
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
