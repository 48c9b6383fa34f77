/**
 * A message SMTP refuses is retried by a durable `mail` job with back-off; one
 * that every attempt fails is written to the outbox, so nothing is lost. A few lines of SMTP
 * server stand in for the relay.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createTableJobs } from '../../provider/services/jobs.ts';
import { memoryLogger } from '../../lib/log.ts';
import { MAIL_RETRY, createMailer, readOutbox } from '../../provider/services/mailer.ts';
import { type TestDatabase, testDatabase } from '../helpers/database.ts';
import { freePort } from '../helpers/server.ts';

/** An SMTP relay that accepts every message (no TLS, no auth): what it received, raw. */
function fakeSmtp(port: number): Promise<{ received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += line + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise<void>((r) => server.close(() => r())) })),
  );
}

let database: TestDatabase;
let outboxDir: string;
beforeEach(async () => {
  database = await testDatabase({});
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-mail-retry-'));
});
afterEach(async () => {
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('mail through SMTP', () => {
  it('a refused send is retried by a mail job with back-off and delivered once the relay is back, attachment and all', async () => {
    const port = await freePort();
    const clock = fixedClock('2026-11-25T10:00:00Z');
    const log = memoryLogger();
    const jobs = createTableJobs({ db: database.db, log, now: () => clock.now() });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: 'Lab <no-reply@lab.example>', log, jobs });
    // the relay is down: the send answers (queued), nothing is lost, nothing is in the outbox
    const sent = await mailer.send({ to: 'ann@example.com', subject: 'Your export', text: 'Attached.', attachments: [{ filename: 'a.csv', content: 'x,y\r\n1,2\r\n', contentType: 'text/csv' }] });
    expect(sent.id).toMatch(/^queued-/);
    expect(readOutbox(outboxDir)).toEqual([]);
    expect(await jobs.drain()).toBe(1); // the job's first attempt: still down
    const relay = await fakeSmtp(port);
    try {
      clock.advance(MAIL_RETRY.retryDelayMs - 1000);
      expect(await jobs.drain()).toBe(0); // not before its back-off
      clock.advance(1000);
      expect(await jobs.drain()).toBe(1);
      expect(relay.received).toHaveLength(1);
      expect(relay.received[0]).toContain('Subject: Your export');
      expect(relay.received[0]).toContain('filename=a.csv');
      const job = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ name: 'mail', state: 'done', attempts: 2 });
      clock.advance(3600_000);
      expect(await jobs.drain()).toBe(0);
      expect(relay.received).toHaveLength(1);
    } finally {
      await relay.close();
    }
    expect(readOutbox(outboxDir)).toEqual([]);
  });

  it('after the last attempt the message is written to the outbox, so it is not lost', async () => {
    const port = await freePort();
    const clock = fixedClock('2026-11-25T10:00:00Z');
    const log = memoryLogger();
    const jobs = createTableJobs({ db: database.db, log, now: () => clock.now() });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: 'Lab <no-reply@lab.example>', log, jobs });
    await mailer.send({ to: 'ann@example.com', subject: 'Never delivered', text: 'Hello' });
    let runs = 0;
    for (let i = 0; i < 10; i++) {
      runs += await jobs.drain();
      clock.advance(60 * 60_000);
    }
    expect(runs).toBe(MAIL_RETRY.maxAttempts);
    const [kept] = readOutbox(outboxDir);
    expect(kept).toMatchObject({ to: ['ann@example.com'], subject: 'Never delivered' });
    expect((await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow()).state).toBe('failed');
  });
});
