/**
 * The same migrations, seed and provider code on PostgreSQL. Runs when a PostgreSQL server
 * answers at PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres, as on the
 * project's machines); otherwise it is skipped with a note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createProvider } from '../../provider/app.ts';
import { connect, type DB } from '../../provider/db/connect.ts';
import { migrateToLatest } from '../../provider/db/migrate.ts';
import { seedDemo } from '../../provider/seed/index.ts';
import { systemClock } from '../../provider/services/clock.ts';
import { createSandboxGateway } from '../../provider/services/gateway.ts';
import { memoryLogger } from '../../provider/services/log.ts';
import { createMailer, readOutbox } from '../../provider/services/mailer.ts';
import { accountMailSettled } from '../../provider/services/accounts.ts';
import { issueSessionToken } from '../../provider/services/sessions.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `lab_test_${process.pid}_${Date.now()}`;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const available = await reachable();
if (!available) console.log(`PostgreSQL not reachable at ${adminUrl}: the PostgreSQL checks are skipped.`);

describe.skipIf(!available)('on PostgreSQL', () => {
  let db: DB;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    db = await connect(url.toString());
    await migrateToLatest(db);
    await seedDemo(db, { large: false });
  });
  afterAll(async () => {
    await db?.destroy();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  });

  it('migrates, seeds and answers provider calls', async () => {
    const log = memoryLogger();
    const app = createProvider({
      db, log, clock: systemClock, gateway: createSandboxGateway(), publicUrl: 'http://lab.test', sessionTtlMs: 3600_000, reportCodeSecret: 'test-report-code-secret-0123456789abcdef',
      mailer: createMailer({ outboxDir: os.tmpdir(), from: 'x@lab.test', log }),
    });
    const users = await db.selectFrom('users').select(['id', 'email']).execute();
    expect(users.map((u) => u.email)).toContain('owner@example.com');
    const token = await issueSessionToken(db, systemClock, users[0].id, 3600_000);
    const ping = await app.request('/auth-ping.json', { headers: { authorization: `Bearer ${token}` } });
    expect(ping.status).toBe(200);
    const list = await app.request('/analyses.json?limit=5');
    expect(list.status).toBe(200);
  });

  it('keeps sign-up links, devices and the slow-down ledger (issue 12)', async () => {
    const log = memoryLogger();
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-pg-outbox-'));
    const app = createProvider({
      db, log, clock: systemClock, gateway: createSandboxGateway(), publicUrl: 'http://lab.test', sessionTtlMs: 3600_000,
      mailer: createMailer({ outboxDir, from: 'x@lab.test', log }), reportCodeSecret: 'r'.repeat(40),
    });
    const post = async (url: string, body: unknown) => {
      const res = await app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lab-client-ip': '10.7.0.1' }, body: JSON.stringify(body) });
      return { status: res.status, json: await res.json() };
    };
    const email = `pg-${Date.now()}@x.test`;
    for (const password of ['Cellar-door-Tannin-77', 'quartz-Vineyard-lantern-9']) {
      expect((await post('/users.json', { user: { email, password, firstname: 'Fay', lastname: 'Ng' } })).status).toBe(201);
    }
    await accountMailSettled();
    const links = readOutbox(outboxDir).map((m) => m.text.match(/confirmation\/([A-Za-z0-9_-]+)/)![1]);
    expect((await app.request(`/confirmation/${links[1]}.json`)).status).toBe(200);
    expect((await app.request(`/confirmation/${links[0]}.json`)).status).toBe(404);
    const ok = await post('/login.json', { user: { email, password: 'quartz-Vineyard-lantern-9' } });
    expect(ok.status).toBe(200);
    for (let i = 0; i < 5; i++) await post('/login.json', { user: { email, password: 'wrong' } });
    expect((await post('/login.json', { user: { email, password: 'quartz-Vineyard-lantern-9' } })).status).toBe(429);
    expect((await post('/login.json', { user: { email, password: 'quartz-Vineyard-lantern-9' }, device: ok.json.device })).status).toBe(200);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
