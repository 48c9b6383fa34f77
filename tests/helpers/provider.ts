/**
 * A provider on a fresh, migrated in-memory database, with an outbox in a temporary
 * folder and a clock tests can move. Each test builds its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProvider } from '../../provider/app.ts';
import { connect, type DB } from '../../provider/db/connect.ts';
import { migrateToLatest } from '../../provider/db/migrate.ts';
import { fixedClock } from '../../provider/services/clock.ts';
import { createSandboxGateway } from '../../provider/services/gateway.ts';
import { memoryLogger } from '../../provider/services/log.ts';
import { createMailer, readOutbox } from '../../provider/services/mailer.ts';
import { issueSessionToken } from '../../provider/services/sessions.ts';

export interface TestProviderOptions {
  /** seed the demo data (small history unless `large`) */
  seed?: boolean;
  large?: boolean;
  now?: string;
}

export async function testProvider(opts: TestProviderOptions = {}) {
  const db = await connect(':memory:');
  await migrateToLatest(db);
  const clock = fixedClock(opts.now ?? new Date().toISOString());
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-outbox-'));
  const log = memoryLogger();
  if (opts.seed) {
    const { seedDemo } = await import('../../provider/seed/index.ts');
    await seedDemo(db, { now: clock.now(), large: opts.large ?? false });
  }
  const deps = {
    db,
    mailer: createMailer({ outboxDir, from: 'Lab <no-reply@lab.example>', log }),
    gateway: createSandboxGateway(db),
    clock,
    log,
    publicUrl: 'http://lab.test',
    sessionTtlMs: 24 * 3600_000,
  };
  const app = createProvider(deps);

  /** Calls the provider like an API client would. */
  async function call(method: string, url: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  /** A bearer token for a user, by e-mail, without going through login. */
  async function tokenFor(email: string): Promise<string> {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return issueSessionToken(db, clock, user.id, deps.sessionTtlMs);
  }

  return { app, db, deps, clock, log, outboxDir, call, tokenFor, outbox: () => readOutbox(outboxDir) };
}

export type TestProvider = Awaited<ReturnType<typeof testProvider>>;

export async function closeProvider(p: { db: DB; outboxDir: string }) {
  await p.db.destroy();
  fs.rmSync(p.outboxDir, { recursive: true, force: true });
}
